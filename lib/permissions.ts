import { ACCESS_LEVELS } from "@/models/enums";

// Who may do what (docs/accounts.md, "Roles"): each API route declares one of these permissions, the route
// wrapper checks it against the account's `access` read from the database on every request, and the
// screens show only the controls the signed-in administrator may use. Browser-safe: no server imports.

export type Access = (typeof ACCESS_LEVELS)[number];

export const PERMISSIONS = {
  /** Every screen, report, receipt and the audit log; CSV exports; prints. */
  read: ["owner", "manager", "viewer"],
  /** One's own password, e-mail and language (the service checks that the account is one's own). */
  self: ["owner", "manager", "viewer"],
  /** Residents, rooms, stays (notice, check-out, move, cancel), payments, reminders, staff, workers, salaries, maintenance, histories. */
  "records.write": ["owner", "manager"],
  /** Void a payment or an expense, waive a fee, reverse a charge. */
  "money.correct": ["owner"],
  /** Correct a police report already recorded, with a reason (docs/register.md). */
  "register.correct": ["owner"],
  /** Delete any record. */
  "records.delete": ["owner"],
  /** Hostel details, charge types, late fee, expense categories. */
  settings: ["owner"],
  /** Add administrators; change another's role, e-mail or password; remove one. */
  accounts: ["owner"],
} as const satisfies Record<string, readonly Access[]>;

export type Permission = keyof typeof PERMISSIONS;

export const FORBIDDEN_MESSAGE = "You do not have permission to do this.";

/** Whether an administrator with `access` may do what `permission` covers. */
export function can(access: Access | null | undefined, permission: Permission): boolean {
  return access !== null && access !== undefined && (PERMISSIONS[permission] as readonly Access[]).includes(access);
}
