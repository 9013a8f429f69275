// The settings and charge types as GET /api/settings and /api/charge-types answer them (lib/server/services/settings.ts),
// as the Settings screen's pieces take them.

export interface SettingsValues {
  hostel: { name: string; address: string; phone: string; ownerName: string };
  lateFee: { graceDays: number; amount: number; from: string | null };
  /** The notice a departure needs, the rent's due day, the lost-key fine and the sudden-departure fee (a month's rent or a fixed amount). */
  houseRules: { noticeDays: number; rentDueDay: number; lostKeyFine: number; suddenDepartureFee: "one_month" | number };
  expenseCategories: string[];
  /** The police register (docs/register.md, "Settings"). */
  register: { reportWithinHours: number; policeStation: string; keepIdPicturesMonths: number };
}

export type ChargeKind = "monthly" | "metered" | "one_off";

export interface ChargeTypeRow {
  _id: string;
  name: string;
  nameUr: string;
  kind: ChargeKind;
  /** Rupees: a month's price, a one-off's usual amount, or a metered rate with up to two decimals. */
  amount: number;
  months: number[];
  active: boolean;
  /** The panel's own types (Electricity, Late fee, Room charges); null for an owner's. */
  system: "electricity" | "late_fee" | "room" | null;
  updatedAt: Date | string;
}
