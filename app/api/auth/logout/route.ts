import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { expiredSessionCookie, sessionUser } from "@/lib/server/auth/session";
import { revokeTokens } from "@/lib/server/services/auth";

// POST /api/auth/logout: revokes the account's tokens and clears the cookie (not in the spec; the shell's Logout uses it).
// Public: it signs out any account, whatever its role, and clears the cookie even without a session.
export const POST = adminRoute({ public: true }, async ({ request }) => {
  const user = await sessionUser(request);
  if (user) await revokeTokens(user.id);
  const response = NextResponse.json({ message: "Logged out" });
  response.cookies.set(expiredSessionCookie());
  return response;
});
