import { z } from "zod";
import type { ErrorReply } from "./errorTexts.ts";

export * from "./errorTexts.ts";

export const errorReply: z.ZodType<ErrorReply> = z.object({
  code: z.string(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
