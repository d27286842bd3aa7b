import type { Translate } from "../../i18n/translate.ts";

/** A PMC as a share names it: "PMC Kolya", else "USEC PMC without a name" (a new PMC has none yet). */
export function pmcName(t: Translate, char: { charName: string; fraction?: string }): string {
  const name = char.charName.trim();
  if (name) return t("progress.share.pmcNamed", { name });
  return char.fraction ? t("progress.share.pmcUnnamedOf", { fraction: char.fraction }) : t("progress.share.pmcUnnamed");
}
