import { notFound } from "@/lib/server/http/errors";
import { adminRoute } from "@/lib/server/http/route";

// Any /api path that no route serves: 401 without a session (as every protected call), else a JSON 404
// (not the HTML not-found page), for every method.
const noSuchEndpoint = adminRoute({ permission: "read" }, async () => {
  throw notFound("noSuchEndpoint");
});

export { noSuchEndpoint as GET, noSuchEndpoint as POST, noSuchEndpoint as PUT, noSuchEndpoint as PATCH, noSuchEndpoint as DELETE };
