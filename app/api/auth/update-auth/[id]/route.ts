import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { updateAccountSchema } from "@/lib/validations/auth";
import { toPublicUser, updateAccount } from "@/lib/services/auth";

// PUT /api/auth/update-auth/{id}: changes username, email or password (a new password signs the account out everywhere).
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const input = updateAccountSchema.parse(await readJson(request));
  const user = await updateAccount(id, input);
  return json({ message: "Account updated successfully!", user: toPublicUser(user) });
});
