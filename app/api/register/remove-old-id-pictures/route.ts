import { adminRoute, json } from "@/lib/server/http/route";
import { removeOldIdPictures } from "@/lib/server/services/register";

// POST /api/register/remove-old-id-pictures (owners): removes the ID pictures of residents who left more
// than keepIdPicturesMonths ago (docs/register.md, "Privacy"); { removed: { residents, pictures, endedBefore } }.
export const POST = adminRoute({ permission: "records.delete" }, async ({ admin }) => json({ removed: await removeOldIdPictures(admin) }));
