import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { updateAccountSchema } from "@/lib/validations/auth";
import { toPublicUser, updateAccount } from "@/lib/server/services/auth";
import { sessionCookie } from "@/lib/server/auth/session";
import { clientAddress } from "@/lib/server/auth/throttle";

// PUT /api/auth/update-auth/{id}: one's own username, email or password (the last two with
// `currentPassword`); an owner's change of anyone's, access included. A change of one's own password,
// e-mail or access ends one's other sessions: the answer carries the fresh `token` and sets its cookie.
export const PUT = adminRoute({ permission: "self", body: updateAccountSchema }, async ({ request, id, body, updatedAt, admin }) => {
  const { user, token } = await updateAccount(id, body, admin, { address: clientAddress(request), seenUpdatedAt: updatedAt });
  const response = NextResponse.json({ message: "Account updated successfully!", user: toPublicUser(user), ...(token && { token }) });
  if (token) response.cookies.set(sessionCookie(token));
  return response;
});
