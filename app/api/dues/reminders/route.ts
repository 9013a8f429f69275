import { adminRoute, json } from "@/lib/server/http/route";
import { reminderDraftsQuerySchema } from "@/lib/validations/dues";
import { reminderDrafts } from "@/lib/server/services/reminders";

// GET /api/dues/reminders?language=&bookingId=: the WhatsApp reminders as they would be sent (one stay's,
// or every overdue stay's), for the screen to show before sending; logs nothing. For those who may send them.
export const GET = adminRoute({ permission: "records.write", query: reminderDraftsQuerySchema }, async ({ query }) =>
  json({ reminders: await reminderDrafts(query.language, query.bookingId) }),
);
