import { z } from "zod";
import { adminRoute, json } from "@/lib/http/route";
import { requiredDate } from "@/lib/validations/fields";
import { roomsWithFreeBedFrom } from "@/lib/services/free-rooms";

const freeBedsQuery = z.object({ from: requiredDate("Date") });

// GET /api/rooms/free-beds?from=YYYY-MM-DD: the rooms with a bed free from that day on.
export const GET = adminRoute({ query: freeBedsQuery }, async ({ query }) => json({ rooms: await roomsWithFreeBedFrom(query.from) }));
