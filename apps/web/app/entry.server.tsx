import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** The server reads this key to hand loaders their services (see apps/server/src/http/pages.ts). */
export { pageContext } from "./context.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady): pages are data-complete on first paint,
 * search bots get everything, and a finished page can be cached by the server.
 *
 * Every Suspense boundary is written in place (progressiveChunkSize): React otherwise sends a
 * boundary larger than 12.8 KB (a calculator's page) as its fallback first and its content in a
 * hidden copy a script swaps in later, so the page showed "loading" and two copies of its controls
 * until then, though the content was ready (issue 22).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
