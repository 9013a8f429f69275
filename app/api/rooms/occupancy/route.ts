import { adminRoute, json } from "@/lib/server/http/route";
import { occupancyQuerySchema } from "@/lib/validations/stays";
import { roomOccupancy } from "@/lib/server/services/occupancy";

// GET /api/rooms/occupancy?on=YYYY-MM-DD: each room's beds on a day, who holds them and what they owe.
export const GET = adminRoute({ permission: "read", query: occupancyQuerySchema }, async ({ query }) =>
  json(await roomOccupancy(query.on ?? undefined)),
);
