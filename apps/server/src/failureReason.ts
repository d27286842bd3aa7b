/** The reason of a failed fetch in a few words (undici hides it in `cause`): the live source's and Discord's calls. */
export function failureReason(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message} (${cause})` : e.message;
}
