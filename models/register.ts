import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { bookings } from "./bookings";
import { users } from "./users";

// The police report of a stay (docs/register.md): one per stay, recorded once; an owner corrects it with a
// reason (audited). A stay without a row here is due, overdue or not yet due.
export const policeReports = pgTable("police_reports", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "restrict" }),
  reportedOn: date("reported_on").notNull(),
  policeStation: text("police_station").notNull(),
  // The station's entry or token number.
  reference: text("reference"),
  reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
  // The name of who recorded it, kept when their account is removed.
  reportedByName: text("reported_by_name"),
  correctedAt: timestamp("corrected_at", { withTimezone: true }),
  ...timestamps,
});

export type PoliceReport = typeof policeReports.$inferSelect;
