import { adminRoute, json } from "@/lib/http/route";
import { updateAccountSchema } from "@/lib/validations/auth";
import { toPublicUser, updateAccount } from "@/lib/services/auth";

// PUT /api/auth/update-auth/{id}: one's own username, email or password; an owner's change of anyone's, access included.
export const PUT = adminRoute({ permission: "self", body: updateAccountSchema }, async ({ id, body, updatedAt, admin }) => {
  const user = await updateAccount(id, body, admin, updatedAt);
  return json({ message: "Account updated successfully!", user: toPublicUser(user) });
});
