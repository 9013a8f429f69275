import { adminRoute, json } from "@/lib/http/route";
import { registerSchema } from "@/lib/validations/auth";
import { register, toPublicUser } from "@/lib/services/auth";
import { signToken } from "@/lib/auth/token";

// POST /api/auth/register: the first admin while no account exists; afterwards admins only.
export const POST = adminRoute({ public: true, body: registerSchema }, async ({ admin, body }) => {
  const user = await register(body, admin);
  return json({ message: "Registration successful!", token: await signToken(user), user: toPublicUser(user) }, 201);
});
