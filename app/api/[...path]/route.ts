import { adminRoute, json } from "@/lib/server/http/route";

// Any /api path that no route serves: 401 without a session (as every protected call), else a JSON 404
// (not the HTML not-found page), for every method.
const notFound = adminRoute({ permission: "read" }, async () => json({ message: "No such API endpoint." }, 404));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
