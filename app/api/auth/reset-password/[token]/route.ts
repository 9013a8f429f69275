import { json, readJson, route } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPassword } from "@/lib/services/auth";

// POST /api/auth/reset-password/{token}: sets a new password with a single-use token.
export const POST = route<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const { password } = resetPasswordSchema.parse(await readJson(request));
  await resetPassword(token.slice(0, 200), password);
  return json({ message: "Password reset successful" });
});
