import { adminRoute } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { readImage } from "@/lib/uploads";

// GET /uploads/{name}: a stored picture, to a signed-in admin only; any other name is a 404.
export const GET = adminRoute({}, async ({ params }) => {
  const image = await readImage(String(params.name));
  if (!image) throw notFound("Picture not found");
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "Content-Disposition": "inline",
    },
  });
});
