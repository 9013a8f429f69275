import { badRequest } from "./errors";
import { idSchema } from "@/lib/validations/common";
import type { RouteContext } from "./route";

/** The `{id}` of a route, checked to be an id (400 otherwise). */
export async function idParam(context: RouteContext<{ id: string }>): Promise<string> {
  const { id } = await context.params;
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw badRequest("Invalid id", { id: "Invalid id" });
  return parsed.data;
}
