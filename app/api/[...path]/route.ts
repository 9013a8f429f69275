import { errorResponse, json } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";

// Any /api path that no route serves: 401 without a session (as every protected call), else a JSON 404
// (not the HTML not-found page), for every method.
async function notFound(request: Request) {
  try {
    await requireAdmin(request);
  } catch (error) {
    return errorResponse(error);
  }
  return json({ message: "No such API endpoint." }, 404);
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
