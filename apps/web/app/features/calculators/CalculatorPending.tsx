import { useT } from "../../i18n/useT.tsx";
import { PageDataPending } from "../../ui/PageDataPending.tsx";

/** A calculator page opened in the browser, while its data loads. */
export function CalculatorPending(props: { title: string }) {
  const t = useT();
  return (
    <section className="calculator">
      <header className="page-head">
        <h1>{t(props.title)}</h1>
      </header>
      <PageDataPending label={t("calc.dataLoading")} />
    </section>
  );
}
