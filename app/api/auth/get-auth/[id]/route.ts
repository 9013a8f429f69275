import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getAccount, toPublicUser } from "@/lib/services/auth";

// GET /api/auth/get-auth/{id}: one account.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const user = await getAccount(await idParam(context));
  return json({ user: toPublicUser(user) });
});
