import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { expiredSessionCookie, requireAdmin } from "@/lib/auth/session";
import { deleteAccount } from "@/lib/services/auth";

// DELETE /api/auth/delete-auth/{id}: removes an account; deleting your own also signs you out.
export const DELETE = route<{ id: string }>(async (request, context) => {
  const admin = await requireAdmin(request);
  const id = await idParam(context);
  await deleteAccount(id);
  const response = NextResponse.json({ message: "Account deleted successfully!" });
  if (id === admin.id) response.cookies.set(expiredSessionCookie());
  return response;
});
