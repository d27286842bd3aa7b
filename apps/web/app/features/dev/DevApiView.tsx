import type { ApiOperation, ApiSchemaView, DevApiPageData } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { useHydrated } from "../../shared/useHydrated.ts";
import { ApiKeyPanel } from "./ApiKeyPanel.tsx";
import { curlExample, fetchExample } from "./apiExamples.ts";

/**
 * /dev/api: the public API's reference, rendered from its OpenAPI document (the server reads it
 * into DevApiPageData), with curl and fetch examples and the key panel.
 */
export function DevApiView(props: { data: DevApiPageData }) {
  const t = useT();
  const locale = useLocale();
  const { reference, limits } = props.data;
  // The examples name this site's address once the page runs here (never the address a cached page was built for).
  const origin = useHydrated() ? window.location.origin : "";
  const tags = [...new Set(reference.operations.map((op) => op.tag))];
  return (
    <section className="dev-page">
      <header className="page-head">
        <h1>{t("devApi.title")}</h1>
        <p className="page-sub">{t("devApi.intro", { free: formatNumber(limits.free, locale), key: formatNumber(limits.key, locale) })}</p>
      </header>
      <ApiKeyPanel limits={limits} />
      <nav className="panel api-toc" aria-label={t("devApi.contents")}>
        <p className="small">
          {t("devApi.document")} <a href={reference.documentUrl}>{reference.documentUrl}</a> · OpenAPI 3.1 · v{reference.version}
        </p>
        {tags.map((tag) => (
          <div key={tag} className="api-toc-group">
            <h2>{tag}</h2>
            <ul>
              {reference.operations
                .filter((op) => op.tag === tag)
                .map((op) => (
                  <li key={op.id}>
                    <a href={`#${op.id}`}>
                      <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code>
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {reference.operations.map((op) => (
        <OperationView key={op.id} op={op} base={reference.base} origin={origin} />
      ))}
      <h2 id="schemas">{t("devApi.schemas")}</h2>
      {reference.schemas.map((schema) => (
        <SchemaView key={schema.name} schema={schema} />
      ))}
    </section>
  );
}

function OperationView(props: { op: ApiOperation; base: string; origin: string }) {
  const t = useT();
  const { op } = props;
  const summary = t(`devApi.ops.${op.id}`);
  return (
    <article id={op.id} className="panel api-op">
      <h3>
        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> <code>{`${props.base}${op.path}`}</code>{" "}
        <span className={`badge${op.access === "pro" ? " warn" : ""}`}>{op.access === "pro" ? t("devApi.proKey") : t("devApi.anyKey")}</span>
      </h3>
      <p>{summary.startsWith("devApi.") ? op.summary : summary}</p>
      {op.parameters.length > 0 && (
        <table className="data-table small api-params">
          <thead>
            <tr>
              <th>{t("devApi.parameter")}</th>
              <th>{t("devApi.type")}</th>
              <th>{t("devApi.default")}</th>
              <th>{t("devApi.description")}</th>
            </tr>
          </thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code> <span className="muted">{p.in === "path" ? t("devApi.inPath") : ""}</span>
                  {p.required && <span className="muted"> *</span>}
                </td>
                <td>
                  <code>{p.type}</code>
                </td>
                <td>{p.defaultValue === null ? "" : <code>{p.defaultValue}</code>}</td>
                <td className="api-desc">{p.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {op.body && (
        <p className="small">
          {t("devApi.body")} <a href={`#schema-${op.body}`}>{op.body}</a>
        </p>
      )}
      <ul className="api-responses small">
        {op.responses.map((r) => (
          <li key={r.status}>
            <code className={`api-status api-status-${r.status[0]}xx`}>{r.status}</code> {r.description}{" "}
            {r.schema ? <a href={`#schema-${r.schema}`}>{r.schema}</a> : r.type ? <code>{r.type}</code> : null}
          </li>
        ))}
      </ul>
      <details className="api-examples">
        <summary>{t("devApi.examples")}</summary>
        <p className="small muted">curl</p>
        <pre className="code-block api-code">{curlExample(props.origin, props.base, op)}</pre>
        <p className="small muted">JavaScript</p>
        <pre className="code-block api-code">{fetchExample(props.origin, props.base, op)}</pre>
      </details>
    </article>
  );
}

function SchemaView(props: { schema: ApiSchemaView }) {
  const t = useT();
  const { schema } = props;
  return (
    <details id={`schema-${schema.name}`} className="panel api-schema">
      <summary>
        <code>{schema.name}</code> {schema.description && <span className="muted small">{schema.description}</span>}
      </summary>
      <table className="data-table small">
        <thead>
          <tr>
            <th>{t("devApi.field")}</th>
            <th>{t("devApi.type")}</th>
            <th>{t("devApi.description")}</th>
          </tr>
        </thead>
        <tbody>
          {schema.fields.map((f) => (
            <tr key={f.name}>
              <td>
                <code>{f.name}</code>
                {f.required ? "" : <span className="muted">?</span>}
              </td>
              <td>
                <code>{f.type}</code>
              </td>
              <td className="api-desc">{f.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
