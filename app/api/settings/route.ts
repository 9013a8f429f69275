import { adminRoute, json } from "@/lib/server/http/route";
import { settingsUpdateSchema } from "@/lib/validations/settings";
import { getSettings, updateSettings } from "@/lib/server/services/settings";

// GET /api/settings: the hostel's details, late fee and expense categories; { settings }.
export const GET = adminRoute({ permission: "read" }, async () => json({ settings: await getSettings() }));

// PUT /api/settings (owners): any part; what it leaves out stays. 200 { settings }.
export const PUT = adminRoute({ permission: "settings", body: settingsUpdateSchema }, async ({ body, admin }) =>
  json({ settings: await updateSettings(body, admin) }),
);
