import { json, readJson, route } from "@/lib/http/route";
import { forgotPasswordSchema } from "@/lib/validations/auth";
import { requestPasswordReset } from "@/lib/services/auth";
import { clientAddress } from "@/lib/auth/rate-limit";
import { resetRequestsByAccount, resetRequestsByAddress } from "@/lib/auth/throttle";

const SENT = "If an account exists for this email, a password reset link has been sent to it.";

// POST /api/auth/forgot-password: mails a reset link; the same answer whether or not the e-mail is known.
export const POST = route(async (request) => {
  const address = clientAddress(request);
  resetRequestsByAddress.check(address);
  resetRequestsByAddress.hit(address);
  const { email } = forgotPasswordSchema.parse(await readJson(request));
  resetRequestsByAccount.check(email);
  resetRequestsByAccount.hit(email);
  await requestPasswordReset(email);
  return json({ message: SENT });
});
