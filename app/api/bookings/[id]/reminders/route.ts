import { adminRoute, json } from "@/lib/server/http/route";
import { reminderSchema } from "@/lib/validations/dues";
import { sendReminder } from "@/lib/server/services/reminders";

// POST /api/bookings/{id}/reminders: a WhatsApp link with the amount owed today and the unpaid months, logged; 201.
export const POST = adminRoute({ permission: "records.write", body: reminderSchema }, async ({ id, body, admin }) =>
  json(await sendReminder(id, body.language, admin, body.text), 201),
);
