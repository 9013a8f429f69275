// Stays' and money's value lists (models/enums.ts names every list).

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
