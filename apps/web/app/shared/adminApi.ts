import { createAdminApiClient } from "@raidkit/api/admin-client";

/** The admins' calls (packages/api adminClient.ts): only the admin pages and the challenge's editor load this. */
export const adminApi = createAdminApiClient();
