import { adminRoute, json } from "@/lib/server/http/route";
import { getAccount, toPublicUser } from "@/lib/server/services/auth";

// GET /api/auth/get-auth/{id}: one account.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ user: toPublicUser(await getAccount(id)) });
});
