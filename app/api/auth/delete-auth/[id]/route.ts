import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { expiredSessionCookie } from "@/lib/server/auth/session";
import { deleteAccount } from "@/lib/server/services/auth";

// DELETE /api/auth/delete-auth/{id}: removes an account; deleting your own also signs you out.
export const DELETE = adminRoute({ permission: "accounts" }, async ({ admin, id }) => {
  await deleteAccount(id, admin);
  const response = NextResponse.json({ message: "Account deleted successfully!" });
  if (id === admin.id) response.cookies.set(expiredSessionCookie());
  return response;
});
