import { adminRoute, saidJson } from "@/lib/server/http/route";
import { forgotPasswordSchema } from "@/lib/validations/auth";
import { requestPasswordReset } from "@/lib/server/services/auth";
import { clientAddress, countResetRequest } from "@/lib/server/auth/throttle";

// POST /api/auth/forgot-password: mails a reset link (at most 3 an hour per account). The answer is the
// same whether or not the e-mail is known, a mail is due or the account's mails are used up, and so is
// the work done before it: the mail itself goes after the answer.
export const POST = adminRoute({ public: true, body: forgotPasswordSchema }, async ({ request, body: { email } }) => {
  await countResetRequest(clientAddress(request));
  await requestPasswordReset(email);
  return saidJson("resetLinkSent");
});
