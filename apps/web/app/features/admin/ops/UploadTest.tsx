import { type AdminUploadTestReply, UPLOAD_TEST_LIMIT } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { type ChangeEvent, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";

/** The SHA-256 of a file, in hex, computed in the browser. */
async function sha256(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

interface Result {
  name: string;
  sent: { bytes: number; sha256: string };
  got: AdminUploadTestReply | null;
  error: string | null;
}

/**
 * /admin/upload-test (issue 19): a file sent as it is; the server answers what arrived (size,
 * SHA-256, the kind its first bytes say), compared here with what was sent, so an admin sees
 * whether a proxy in front cuts or changes uploads, and the body limits of every call.
 */
export function UploadTest() {
  const t = useT();
  const locale = useLocale();
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    const sent = { bytes: file.size, sha256: await sha256(file) };
    try {
      setResult({ name: file.name, sent, got: await adminApi.adminUploadTest(file), error: null });
    } catch (error) {
      setResult({ name: file.name, sent, got: null, error: (error as Error).message });
    } finally {
      setBusy(false);
      e.target.value = "";
    }
  };
  const bytes = (n: number) => `${formatNumber(n, locale)} B`;
  const intact = result?.got && result.got.bytes === result.sent.bytes && result.got.sha256 === result.sent.sha256;
  return (
    <section className="panel" aria-label={t("admin.nav.uploadTest")}>
      <p className="small muted">{t("admin.upload.hint", { max: bytes(UPLOAD_TEST_LIMIT) })}</p>
      <label className="secondary-button file-pick">
        {busy ? t("admin.upload.sending") : t("admin.upload.pick")}
        <input type="file" onChange={pick} disabled={busy} className="visually-hidden" data-testid="upload-test-file" />
      </label>
      {result && (
        <div className="admin-upload-result" data-testid="upload-test-result">
          <p className={result.error ? "form-error small" : intact ? "small form-ok" : "form-error small"} role="status">
            {result.error ?? (intact ? t("admin.upload.intact") : t("admin.upload.changed"))}
          </p>
          <table className="data-table small">
            <thead>
              <tr>
                <th />
                <th className="num">{t("admin.upload.size")}</th>
                <th>SHA-256</th>
                <th>{t("admin.upload.kind")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  {t("admin.upload.sent")} <span className="muted">{result.name}</span>
                </td>
                <td className="num">{bytes(result.sent.bytes)}</td>
                <td className="mono break">{result.sent.sha256}</td>
                <td />
              </tr>
              {result.got && (
                <tr>
                  <td>{t("admin.upload.arrived")}</td>
                  <td className="num">{bytes(result.got.bytes)}</td>
                  <td className="mono break">{result.got.sha256}</td>
                  <td>
                    {result.got.kind} <span className="muted">{result.got.contentType}</span>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {result.got && (
            <>
              <h3>{t("admin.upload.limits")}</h3>
              <table className="data-table small">
                <tbody>
                  {result.got.limits.map((l) => (
                    <tr key={l.path}>
                      <td className="mono">{l.path}</td>
                      <td className="num">{bytes(l.bytes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </section>
  );
}
