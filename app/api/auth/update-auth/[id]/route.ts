import { adminRoute, json } from "@/lib/http/route";
import { updateAccountSchema } from "@/lib/validations/auth";
import { toPublicUser, updateAccount } from "@/lib/services/auth";

// PUT /api/auth/update-auth/{id}: changes username, email or password (a new password signs the account out everywhere).
export const PUT = adminRoute({ body: updateAccountSchema }, async ({ id, body, updatedAt }) => {
  const user = await updateAccount(id, body, updatedAt);
  return json({ message: "Account updated successfully!", user: toPublicUser(user) });
});
