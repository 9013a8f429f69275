import { adminRoute, saidJson } from "@/lib/server/http/route";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPassword } from "@/lib/server/services/auth";

// POST /api/auth/reset-password/{token}: sets a new password with a single-use token.
export const POST = adminRoute({ public: true, body: resetPasswordSchema }, async ({ params, body: { password } }) => {
  await resetPassword(String(params.token).slice(0, 200), password);
  return saidJson("passwordResetSuccessful");
});
