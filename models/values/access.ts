// Administrators' and the audit log's value lists (models/enums.ts names every list).

/** What an administrator may do (ACCESS in lib/permissions.ts): the spec's `role` stays "admin". */
export const ACCESS_LEVELS = ["owner", "manager", "viewer"] as const;
/** The kinds of record the audit log names (an entry's `entity`). */
export const AUDIT_ENTITIES = [
  "booking",
  "payment",
  "user",
  "student",
  "room",
  "staff",
  "worker",
  "salary",
  "maintenance",
  "history",
  "settings",
  "charge_type",
  "expense",
] as const;
