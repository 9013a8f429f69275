import { adminRoute, json } from "@/lib/server/http/route";
import { readingSchema } from "@/lib/validations/readings";
import { listReadings, recordReading } from "@/lib/server/services/readings";

// GET /api/rooms/{id}/readings: the room's meter readings, the last first, each with its bill and void state.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => json(await listReadings(id)));

// POST /api/rooms/{id}/readings: saves a reading and posts its bill's shares; 201 { reading, bill } (bill null: the meter's first reading).
export const POST = adminRoute({ permission: "records.write", body: readingSchema }, async ({ id, body, admin }) =>
  json(await recordReading(id, body, admin), 201),
);
