import { adminRoute, json } from "@/lib/http/route";
import { forgotPasswordSchema } from "@/lib/validations/auth";
import { requestPasswordReset } from "@/lib/services/auth";
import { clientAddress, countResetRequest } from "@/lib/auth/throttle";
import { afterResponse } from "@/lib/auth/after-response";

const SENT = "If an account exists for this email, a password reset link has been sent to it.";

// POST /api/auth/forgot-password: mails a reset link. The answer is the same whether or not the e-mail
// is known, and so is its timing: the lookup and the mail happen after it has been sent.
export const POST = adminRoute({ public: true, body: forgotPasswordSchema }, async ({ request, body: { email } }) => {
  await countResetRequest(email, clientAddress(request));
  afterResponse(() => requestPasswordReset(email));
  return json({ message: SENT });
});
