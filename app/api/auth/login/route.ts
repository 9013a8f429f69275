import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { loginSchema } from "@/lib/validations/auth";
import { login, toPublicUser } from "@/lib/server/services/auth";
import { sessionCookie } from "@/lib/server/auth/session";
import { languageCookie } from "@/lib/i18n/locales";
import { clientAddress, countSignIn, signedIn } from "@/lib/server/auth/throttle";

// POST /api/auth/login: returns { token, user } and sets the session cookie; attempts throttled per account and address.
export const POST = adminRoute({ public: true, body: loginSchema }, async ({ request, body: { email, password } }) => {
  const address = clientAddress(request);
  await countSignIn(email, address);
  const { token, user } = await login(email, password);
  await signedIn(email, address);
  const response = NextResponse.json({ message: "Login successful!", token, user: toPublicUser(user) });
  response.cookies.set(sessionCookie(token));
  // The language an administrator chose follows them to every browser they sign in on.
  if (user.language) response.cookies.set(languageCookie(user.language));
  return response;
});
