import { adminRoute } from "@/lib/server/http/route";
import { notFound } from "@/lib/server/http/errors";
import { readImage } from "@/lib/server/uploads";
import { auditIdPictureView } from "@/lib/server/services/students";

// GET /uploads/{name}: a stored picture, to a signed-in admin only; any other name is a 404. Personal
// photos are not kept by the browser (no-store); a client that still has one may ask with its ETag.
// Each view of a customer's ID picture is noted in the audit log (docs/register.md).
export const GET = adminRoute({ permission: "read" }, async ({ request, params, admin }) => {
  const name = String(params.name);
  const image = await readImage(name);
  if (!image) throw notFound("pictureNotFound");
  await auditIdPictureView(name, admin);
  const etag = `"${image.sha256}"`;
  const headers = { ETag: etag, "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };
  if (
    request.headers
      .get("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...headers,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Content-Disposition": "inline",
    },
  });
});
