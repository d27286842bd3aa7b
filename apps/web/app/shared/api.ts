import { createApiClient } from "@raidkit/api/client";

/** The one typed client of /api/be the browser uses. */
export const api = createApiClient();
