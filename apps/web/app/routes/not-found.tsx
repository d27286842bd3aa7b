import { data } from "react-router";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/not-found";

/** Any path no route takes: 404 "Page Not Found: {path}" inside the site shell. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("error.notFound"), t("error.notFound"), "");
}

export default function NotFound() {
  return null;
}
