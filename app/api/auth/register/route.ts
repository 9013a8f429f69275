import { adminRoute, json } from "@/lib/server/http/route";
import { registerSchema } from "@/lib/validations/auth";
import { register, toPublicUser } from "@/lib/server/services/auth";
import { signToken } from "@/lib/server/auth/token";
import { clientAddress } from "@/lib/server/auth/throttle";

// POST /api/auth/register: the first admin while no account exists (from the panel's own computer, or
// with the setup code); afterwards owners only.
export const POST = adminRoute({ public: true, body: registerSchema }, async ({ request, admin, body }) => {
  const user = await register(body, admin, { address: clientAddress(request) });
  return json({ message: "Registration successful!", token: await signToken(user), user: toPublicUser(user) }, 201);
});
