// Value lists shared by the tables, the zod schemas and the form selects: each list is written once.

export const STUDENT_GENDERS = ["male", "female", "other"] as const;
export const EMPLOYEE_GENDERS = ["Male", "Female", "Other"] as const;

export const ROOM_NUMBERS = Array.from({ length: 36 }, (_, index) => `Room ${index + 1}`) as readonly string[];
export const VIP_ROOM_NUMBERS = ["Room 1", "Room 13", "Room 14", "Room 26", "Room 27"] as const;
export const ROOM_TYPES = ["single", "double", "triple", "fourth", "fifth"] as const;
export const FLOORS = ["ground", "first", "second"] as const;
export const FACILITIES = ["AC", "Bathroom", "Wifi", "Study Table", "Wardrobe", "Geezer", "Toilet"] as const;

export const DURATION_TYPES = ["days", "weeks", "months"] as const;
export const PAYMENT_MODES = ["cash", "bank_transfer", "jazzcash", "easypaisa"] as const;
export const STAY_STATUSES = ["reserved", "active", "notice", "checked_out", "cancelled"] as const;
/** A stay that still runs: it holds, or will hold, a bed. */
export const LIVE_STAY_STATUSES = ["reserved", "active", "notice"] as const satisfies readonly (typeof STAY_STATUSES)[number][];
/** A stay that is over: its dates and money are history. */
export const CLOSED_STAY_STATUSES = ["checked_out", "cancelled"] as const satisfies readonly (typeof STAY_STATUSES)[number][];
export const CHARGE_KINDS = ["rent", "stay", "sudden_departure", "damage", "lost_key", "adjustment", "extra", "late_fee"] as const;
/** How a typed charge came to be (docs/bills.md): a month of a subscription or of a room's charges, a one-off, a meter's share, or the reversal or waiver of another line. */
export const CHARGE_SOURCES = ["monthly", "one_off", "meter", "reversal", "waiver"] as const;
/** What a charge type bills: a price a month, a rate per meter unit, or an amount once. */
export const CHARGE_TYPE_KINDS = ["monthly", "metered", "one_off"] as const;
/** The charge types the panel itself needs: they always exist and are never removed. */
export const SYSTEM_CHARGE_TYPES = ["electricity", "late_fee", "room"] as const;
/** The charges for the bed itself (a month's rent, a days/weeks stay) and their corrections: "rent charged". */
export const RENT_CHARGE_KINDS = ["rent", "stay", "adjustment"] as const satisfies readonly (typeof CHARGE_KINDS)[number][];
/** What an administrator may do (ACCESS in lib/auth/permissions.ts): the spec's `role` stays "admin". */
export const ACCESS_LEVELS = ["owner", "manager", "viewer"] as const;
export { LANGUAGES } from "./languages";
/** The identity documents a resident may show (docs/register.md): CNIC, NICOP, B-Form, passport, Pakistan Origin Card. */
export const ID_TYPES = ["cnic", "nicop", "b_form", "passport", "poc"] as const;

export const EMPLOYEE_TYPES = ["Worker", "Staff"] as const;

export const MAINTENANCE_TYPES = [
  "Plumbing",
  "Electrical",
  "Cleaning",
  "Furniture",
  "Gardening",
  "Painting",
  "Geyser",
  "Fridge",
  "Other",
] as const;
export const MAINTENANCE_PAYMENT_METHODS = ["Cash", "Bank Transfer", "JazzCash", "Easypaisa", "Other"] as const;
export const MAINTENANCE_STATUSES = ["Pending", "In Progress", "Completed", "Cancelled"] as const;

export const PAGE_SIZE = 10;
