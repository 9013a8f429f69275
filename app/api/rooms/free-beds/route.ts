import { z } from "zod";
import { adminRoute, json } from "@/lib/server/http/route";
import { requiredDate } from "@/lib/validations/fields";
import { roomBedsFrom, roomsWithFreeBedFrom } from "@/lib/server/services/free-rooms";

// `all=1` (or `true`): every room, full ones included; anything else: only the rooms with a bed free from `from` on.
const freeBedsQuery = z.object({ from: requiredDate("date"), all: z.string().optional() });

// GET /api/rooms/free-beds?from=YYYY-MM-DD[&all=1]: the rooms with a bed free from that day on, each with
// `freeBeds` (free for good from that day), `freeOn` (free that day) and `fullFrom` (the first day on or
// after it that the stays holding a bed fill the room, or null).
export const GET = adminRoute({ permission: "read", query: freeBedsQuery }, async ({ query }) =>
  json({ rooms: query.all === "1" || query.all === "true" ? await roomBedsFrom(query.from) : await roomsWithFreeBedFrom(query.from) }),
);
