// A body kept with its compressed forms: made by the services that cache replies (publicData) and
// by http, which sends it (http/compression.ts picks the encoding of each response).
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** Picks brotli, then gzip, from an Accept-Encoding header. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  const header = (acceptEncoding ?? "").toLowerCase();
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`).test(header);
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** A response body kept with its compressed forms, each made once on first use. */
export class CompressedBody {
  private br: Buffer | undefined;
  private gz: Buffer | undefined;
  readonly raw: Buffer;
  private readonly brotliQuality: number;
  /** False for already-compressed formats (images, fonts). */
  readonly compressible: boolean;
  constructor(raw: Buffer, brotliQuality = 5, compressible = true) {
    this.raw = raw;
    this.brotliQuality = brotliQuality;
    this.compressible = compressible;
  }

  /** Compresses both forms on the thread pool, so a large body does not block the event loop. */
  static async prepare(raw: Buffer, brotliQuality = 9): Promise<CompressedBody> {
    const body = new CompressedBody(raw, brotliQuality);
    const [br, gz] = await Promise.all([
      brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: 6 }),
    ]);
    body.br = br;
    body.gz = gz;
    return body;
  }

  /**
   * Compresses only the form `request` asks for, on the thread pool: for a reply built for one
   * visitor or one user's state (issue 30, finding 17), seldom asked for again, and then almost
   * always in the same encoding; another form is made on first use.
   */
  static async prepareFor(raw: Buffer, request: Request, brotliQuality = 4): Promise<CompressedBody> {
    const body = new CompressedBody(raw, brotliQuality);
    const encoding = raw.length < 1024 ? "identity" : negotiateEncoding(request.headers.get("accept-encoding"));
    if (encoding === "br") {
      body.br = await brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    } else if (encoding === "gzip") {
      body.gz = await gzipAsync(raw, { level: 6 });
    }
    return body;
  }

  /** A body whose compressed forms were made ahead of time (the build's `.br`/`.gz` files). */
  static precompressed(raw: Buffer, br: Buffer, gz: Buffer): CompressedBody {
    const body = new CompressedBody(raw, 11);
    body.br = br;
    body.gz = gz;
    return body;
  }

  /** Bytes held: the body and the compressed forms made so far. */
  get bytes(): number {
    return this.raw.length + (this.br?.length ?? 0) + (this.gz?.length ?? 0);
  }

  get(encoding: Encoding): Buffer {
    if (!this.compressible) return this.raw;
    if (encoding === "br") {
      this.br ??= brotliCompressSync(this.raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      });
      return this.br;
    }
    if (encoding === "gzip") {
      this.gz ??= gzipSync(this.raw, { level: 6 });
      return this.gz;
    }
    return this.raw;
  }
}
