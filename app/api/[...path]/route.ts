import { json } from "@/lib/http/route";

// Any /api path that no route serves: a JSON 404 (not the HTML not-found page) for every method.
function notFound() {
  return json({ message: "No such API endpoint." }, 404);
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
