import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db";
import type { Day } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { auditEntries, charges } from "@/models/ledger";

/** Why an adjustment line was posted, as the ledger says it ("Moved to Room 8 on 15-11-2026"). */
export type AdjustmentCause =
  | { kind: "move"; room: string; date: Day }
  | { kind: "rentChange"; rent: number; date: Day }
  | { kind: "moveWithdrawn"; room: string; date: Day }
  | { kind: "checkIn"; date: Day }
  | { kind: "roomChange"; room: string; date: Day }
  | { kind: "checkOut"; date: Day }
  | { kind: "cancel"; date: Day }
  | { kind: "termsChange"; date: Day };

type Fields = Record<string, unknown> | null;
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The cause of a change from its audit entry (lib/server/services/stay-changes.ts writes one per change), or null. */
export function causeOf(action: string, before: Fields, after: Fields, at: Date): AdjustmentCause | null {
  const day = hostelTime(at).date;
  const room = text(after?.room);
  const onDate = text(after?.onDate);
  switch (action) {
    case "booking.transfer":
      return room && onDate ? { kind: "move", room, date: onDate } : null;
    case "booking.rent_change":
      return typeof after?.monthlyRent === "number" && onDate ? { kind: "rentChange", rent: after.monthlyRent, date: onDate } : null;
    case "booking.transfer_withdrawn": {
      const withdrawn = text(before?.room);
      const date = text(before?.onDate);
      return withdrawn && date ? { kind: "moveWithdrawn", room: withdrawn, date } : null;
    }
    case "booking.check_out":
      return { kind: "checkOut", date: text(after?.leaveDate) ?? day };
    case "booking.cancel":
      return { kind: "cancel", date: day };
    case "booking.update": {
      const checkIn = text(after?.bookingDate);
      if (checkIn) return { kind: "checkIn", date: checkIn };
      return room ? { kind: "roomChange", room, date: day } : { kind: "termsChange", date: day };
    }
    default:
      return null;
  }
}

/**
 * The cause of each adjustment line of a stay, by charge id. Charges are never edited, so the words
 * come from what was stored with the line: the audit entry written in the same transaction, which
 * carries the same `now()` (the transaction's start) as the line's `created_at`. Lines without one
 * (none so far) keep their stored description.
 */
export async function adjustmentCauses(db: Db | Tx, bookingId: string): Promise<Map<string, AdjustmentCause>> {
  const rows = await db
    .select({
      chargeId: charges.id,
      action: auditEntries.action,
      before: auditEntries.before,
      after: auditEntries.after,
      at: auditEntries.at,
    })
    .from(charges)
    .innerJoin(
      auditEntries,
      and(eq(auditEntries.entity, "booking"), eq(auditEntries.entityId, charges.bookingId), eq(auditEntries.at, charges.createdAt)),
    )
    .where(and(eq(charges.bookingId, bookingId), eq(charges.kind, "adjustment")));
  const causes = new Map<string, AdjustmentCause>();
  for (const row of rows) {
    const cause = causeOf(row.action, row.before as Fields, row.after as Fields, row.at);
    if (cause) causes.set(row.chargeId, cause);
  }
  return causes;
}
