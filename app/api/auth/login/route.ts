import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http/route";
import { loginSchema } from "@/lib/validations/auth";
import { login, toPublicUser } from "@/lib/services/auth";
import { sessionCookie } from "@/lib/auth/session";
import { clientAddress } from "@/lib/auth/rate-limit";
import { loginFailuresByAccount, loginFailuresByAddress } from "@/lib/auth/throttle";
import { AppError } from "@/lib/http/errors";

// POST /api/auth/login: returns { token, user } and sets the session cookie; failures throttled per account and address.
export const POST = route(async (request) => {
  const address = clientAddress(request);
  loginFailuresByAddress.check(address);
  const { email, password } = loginSchema.parse(await readJson(request));
  loginFailuresByAccount.check(email);
  try {
    const { token, user } = await login(email, password);
    loginFailuresByAccount.reset(email);
    const response = NextResponse.json({ message: "Login successful!", token, user: toPublicUser(user) });
    response.cookies.set(sessionCookie(token));
    return response;
  } catch (error) {
    if (error instanceof AppError && error.status === 401) {
      loginFailuresByAccount.hit(email);
      loginFailuresByAddress.hit(address);
    }
    throw error;
  }
});
