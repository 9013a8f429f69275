import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { chargeTypes, type ChargeType } from "@/models/bills";
import { settings } from "@/models/shared";
import type { Day } from "@/lib/money";

// The hostel's settings (docs/bills.md, "Settings"): kept as one JSON value in the `settings` table,
// each part falling back to its default until an owner saves it.

const KEY = "hostel_settings";

export interface HostelSettings {
  hostel: { name: string; address: string; phone: string; ownerName: string };
  /** Off while `amount` is 0; `from` is the first day a fee counts (null: not set, nothing is fined). */
  lateFee: { graceDays: number; amount: number; from: Day | null };
  expenseCategories: string[];
}

export const DEFAULT_SETTINGS: HostelSettings = {
  hostel: { name: "Hostel Admin", address: "", phone: "", ownerName: "" },
  lateFee: { graceDays: 5, amount: 0, from: null },
  expenseCategories: ["Electricity bill", "Gas bill", "Water", "Internet", "Mess groceries", "Repairs", "Cleaning", "Building rent", "Other"],
};

/** The settings as saved, each part over its default. */
export async function readSettings(tx: Tx | Db): Promise<HostelSettings> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const saved = row ? (JSON.parse(row.value) as Partial<HostelSettings>) : {};
  return {
    hostel: { ...DEFAULT_SETTINGS.hostel, ...saved.hostel },
    lateFee: { ...DEFAULT_SETTINGS.lateFee, ...saved.lateFee },
    expenseCategories: saved.expenseCategories ?? DEFAULT_SETTINGS.expenseCategories,
  };
}

/** Writes the whole settings value (the caller merged the parts it changes, under SETTINGS_LOCK). */
export async function writeSettings(tx: Tx, value: HostelSettings) {
  await tx
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value) } });
}

/** Every charge type in creation order (the order extras due the same day are paid in). */
export async function listChargeTypes(tx: Tx | Db): Promise<ChargeType[]> {
  return tx.select().from(chargeTypes).orderBy(asc(chargeTypes.seq));
}

/** The types the panel itself needs, by their `system` name. */
export function systemTypes(types: ChargeType[]) {
  const find = (system: NonNullable<ChargeType["system"]>) => types.find((type) => type.system === system)!;
  return { electricity: find("electricity"), lateFee: find("late_fee"), room: find("room") };
}
