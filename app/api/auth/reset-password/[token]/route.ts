import { adminRoute, json } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPassword } from "@/lib/services/auth";

// POST /api/auth/reset-password/{token}: sets a new password with a single-use token.
export const POST = adminRoute({ public: true, body: resetPasswordSchema }, async ({ params, body: { password } }) => {
  await resetPassword(String(params.token).slice(0, 200), password);
  return json({ message: "Password reset successful" });
});
