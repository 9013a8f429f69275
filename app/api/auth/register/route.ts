import { json, readJson, route } from "@/lib/http/route";
import { registerSchema } from "@/lib/validations/auth";
import { sessionAdmin } from "@/lib/auth/session";
import { register, toPublicUser } from "@/lib/services/auth";
import { signToken } from "@/lib/auth/token";

// POST /api/auth/register: the first admin while no account exists; afterwards admins only.
export const POST = route(async (request) => {
  const input = registerSchema.parse(await readJson(request));
  const user = await register(input, await sessionAdmin(request));
  return json({ message: "Registration successful!", token: signToken(user), user: toPublicUser(user) }, 201);
});
