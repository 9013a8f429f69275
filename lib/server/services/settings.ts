import "server-only";
import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { badRequest, conflict, notFound, say } from "@/lib/server/http/errors";
import { chargeTypes, subscriptions, type ChargeType } from "@/models/bills";
import { charges } from "@/models/ledger";
import { bookings } from "@/models/bookings";
import { settings } from "@/models/shared";
import type { User } from "@/models/users";
import { DEFAULT_HOUSE_RULES, type Day, type HouseRules } from "@/lib/money";
import { chargeTypeProblems, type ChargeTypeInput, type ChargeTypeUpdate, type SettingsUpdate } from "@/lib/validations/settings";
import { DEFAULT_REGISTER_SETTINGS, type RegisterSettings } from "@/lib/validations/register";
import { audit, changedFields, recordedFields } from "./audit";
import { nextUpdatedAt } from "./records";
import { hostelToday } from "./stays";

// The hostel's settings (docs/bills.md, "Settings"): kept as one JSON value in the `settings` table,
// each part falling back to its default until an owner saves it.

const KEY = "hostel_settings";
/** The settings row's key, for a statement that reads a setting in SQL (the dashboard's report deadline). */
export const SETTINGS_KEY = KEY;

export interface HostelSettings {
  hostel: { name: string; address: string; phone: string; ownerName: string };
  /** Off while `amount` is 0; `from` is the first day a fee counts (null: not set, nothing is fined). */
  lateFee: { graceDays: number; amount: number; from: Day | null };
  houseRules: HouseRules;
  expenseCategories: string[];
  /** The police register (docs/register.md, "Settings"). */
  register: RegisterSettings;
}

/** What an owner saved: only the fields saved, so that the others keep following their defaults (the name: HOSTEL_NAME). */
interface SavedSettings {
  hostel?: Partial<HostelSettings["hostel"]>;
  lateFee?: Partial<HostelSettings["lateFee"]>;
  houseRules?: Partial<HouseRules>;
  expenseCategories?: string[];
  register?: Partial<RegisterSettings>;
}

export const DEFAULT_SETTINGS: HostelSettings = {
  hostel: {
    // Until an owner saves a name, the installation's HOSTEL_NAME (README, "Configuration").
    get name() {
      return config.hostelName;
    },
    address: "",
    phone: "",
    ownerName: "",
  },
  lateFee: { graceDays: 5, amount: 0, from: null },
  houseRules: DEFAULT_HOUSE_RULES,
  expenseCategories: [
    "Electricity bill",
    "Gas bill",
    "Water",
    "Internet",
    "Mess groceries",
    "Repairs",
    "Cleaning",
    "Building rent",
    "Other",
  ],
  register: DEFAULT_REGISTER_SETTINGS,
};

/** The settings: each saved field over its default. */
function settingsOf(saved: SavedSettings): HostelSettings {
  return {
    hostel: { ...DEFAULT_SETTINGS.hostel, ...saved.hostel },
    lateFee: { ...DEFAULT_SETTINGS.lateFee, ...saved.lateFee },
    houseRules: { ...DEFAULT_SETTINGS.houseRules, ...saved.houseRules },
    expenseCategories: saved.expenseCategories ?? [...DEFAULT_SETTINGS.expenseCategories],
    register: { ...DEFAULT_SETTINGS.register, ...saved.register },
  };
}

const parsed = (value: string | undefined): SavedSettings => (value ? (JSON.parse(value) as SavedSettings) : {});

/** The settings as saved, each part over its default. */
export async function readSettings(tx: Tx | Db): Promise<HostelSettings> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return settingsOf(parsed(row?.value));
}

/** The settings outside a transaction, for the screens and prints. */
export async function getSettings(): Promise<HostelSettings> {
  return readSettings(await getDb());
}

/** What a print heads with: the hostel's name, address and phone (empty when not set). */
export type PrintedHostel = Pick<HostelSettings["hostel"], "name" | "address" | "phone">;

export async function printedHostel(): Promise<PrintedHostel> {
  const { hostel } = await getSettings();
  return { name: hostel.name, address: hostel.address, phone: hostel.phone };
}

/** Writes the whole settings value (the caller merged the parts it changes, with the row locked by lockSettings). */
export async function writeSettings(tx: Tx, value: HostelSettings) {
  await tx
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value) } });
}

/** The saved settings with their row locked until the transaction ends (the row is made first when missing). */
async function lockSettings(tx: Tx): Promise<SavedSettings> {
  await tx.insert(settings).values({ key: KEY, value: "{}" }).onConflictDoNothing();
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).for("update");
  return parsed(row?.value);
}

/** The audit log needs a record id: the settings are one record. */
export const SETTINGS_RECORD_ID = "00000000-0000-4000-8000-000000000001";

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/**
 * The late fee after a change. A fee turned on (its amount from 0 to more) without a first day counts
 * from today (docs/bills.md, rule B4): past months are fined only when an owner sets an earlier day.
 */
function lateFeeAfter(was: HostelSettings["lateFee"], change: NonNullable<SettingsUpdate["lateFee"]>): HostelSettings["lateFee"] {
  const next = { ...was, ...withoutUndefined(change) };
  const turnedOn = was.amount === 0 && next.amount > 0;
  if (next.amount > 0 && (next.from === null || (turnedOn && change.from === undefined))) next.from = hostelToday();
  return next;
}

/** The settings as the audit log shows them: one field each. */
const auditedFields = ({ hostel, lateFee, houseRules, expenseCategories, register }: HostelSettings) => ({
  ...hostel,
  graceDays: lateFee.graceDays,
  lateFeeAmount: lateFee.amount,
  lateFeeFrom: lateFee.from,
  ...houseRules,
  expenseCategories,
  reportWithinHours: register.reportWithinHours,
  policeStation: register.policeStation,
  keepIdPicturesMonths: register.keepIdPicturesMonths,
});

/**
 * PUT /api/settings: the parts sent change, and within the hostel details and the late fee only the
 * fields sent; the rest stays. Read, merged and written with the settings row locked, so two owners
 * saving different parts at once both keep their change. A save that changes nothing writes nothing.
 */
export async function updateSettings(change: SettingsUpdate, actor: User): Promise<HostelSettings> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const saved = await lockSettings(tx);
    const was = settingsOf(saved);
    const next: SavedSettings = { ...saved };
    if (change.hostel) next.hostel = { ...saved.hostel, ...withoutUndefined(change.hostel) };
    if (change.lateFee) next.lateFee = lateFeeAfter(was.lateFee, change.lateFee);
    if (change.houseRules) next.houseRules = { ...saved.houseRules, ...withoutUndefined(change.houseRules) };
    if (change.expenseCategories) next.expenseCategories = change.expenseCategories;
    if (change.register) next.register = { ...saved.register, ...withoutUndefined(change.register) };
    const now = settingsOf(next);
    const { before, after } = changedFields(auditedFields(was), auditedFields(now));
    if (Object.keys(after).length === 0) return now;
    await tx
      .update(settings)
      .set({ value: JSON.stringify(next) })
      .where(eq(settings.key, KEY));
    await audit(tx, actor, {
      action: "settings.update",
      entity: "settings",
      entityId: SETTINGS_RECORD_ID,
      label: now.hostel.name,
      summary: "Settings changed",
      before,
      after,
    });
    // A new late fee is applied by each stay's next read, not the next day (docs/bills.md, "When lines are issued").
    if (JSON.stringify(was.lateFee) !== JSON.stringify(now.lateFee))
      await tx.update(bookings).set({ reconciledOn: null }).where(isNotNull(bookings.reconciledOn));
    return now;
  });
}

// ---------------------------------------------------------------------------------------------
// Charge types.

/** Every charge type in creation order (the order extras due the same day are paid in). */
export async function listChargeTypes(tx: Tx | Db): Promise<ChargeType[]> {
  return tx.select().from(chargeTypes).orderBy(asc(chargeTypes.seq));
}

/** The types the panel itself needs, by their `system` name. */
export function systemTypes(types: ChargeType[]) {
  const find = (system: NonNullable<ChargeType["system"]>) => types.find((type) => type.system === system)!;
  return { electricity: find("electricity"), lateFee: find("late_fee"), room: find("room") };
}

const toPaisa = (rupees: number) => Math.round(rupees * 100);

/** A charge type as the API gives it: `amount` in rupees (a metered rate with up to two decimals). */
export function toChargeTypeApi(type: ChargeType) {
  return {
    _id: type.id,
    name: type.name,
    nameUr: type.nameUr,
    kind: type.kind,
    amount: type.amountPaisa / 100,
    months: type.months,
    active: type.active,
    system: type.system,
    createdAt: type.createdAt,
    updatedAt: type.updatedAt,
  };
}

export type ChargeTypeApi = ReturnType<typeof toChargeTypeApi>;

export async function getChargeTypes(): Promise<ChargeTypeApi[]> {
  return (await listChargeTypes(await getDb())).map(toChargeTypeApi);
}

const CHARGE_TYPE_NOT_FOUND = "chargeTypeNotFound";

/** Names are unique whatever their case: 409 naming the type that has it. */
async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  const sameName = sql`lower(${chargeTypes.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ name: chargeTypes.name })
    .from(chargeTypes)
    .where(exceptId ? and(sameName, ne(chargeTypes.id, exceptId)) : sameName);
  if (taken) throw conflict(say("chargeTypeNameTaken", { name: taken.name }), "name");
}

/** A name taken by a save that ran at the same moment (the unique index): the same 409. */
async function namedUniquely<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name && isUniqueViolation(error)) throw conflict(say("chargeTypeNameTaken", { name }), "name");
    throw error;
  }
}

function assertValid(type: { kind: ChargeType["kind"]; amount: number; months: readonly number[] }) {
  const problems = chargeTypeProblems(type);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** POST /api/charge-types. */
export async function createChargeType(input: ChargeTypeInput, actor: User): Promise<ChargeTypeApi> {
  const db = await getDb();
  return namedUniquely(input.name, () =>
    db.transaction(async (tx) => {
      assertValid(input);
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(chargeTypes)
        .values({
          name: input.name,
          nameUr: input.nameUr,
          kind: input.kind,
          amountPaisa: toPaisa(input.amount),
          months: input.months,
          active: input.active,
        })
        .returning();
      const type = toChargeTypeApi(row!);
      await audit(tx, actor, {
        action: "charge_type.create",
        entity: "charge_type",
        entityId: type._id,
        label: type.name,
        summary: `Charge type ${type.name} added`,
        after: recordedFields(auditedType(type)),
      });
      return type;
    }),
  );
}

/** The fields of a type the audit log records. */
const auditedType = ({ name, nameUr, kind, amount, months, active }: ChargeTypeApi) => ({ name, nameUr, kind, amount, months, active });

/** Whether any charge or subscription refers to the type: its kind then stays what it was. */
async function inUse(tx: Tx, id: string): Promise<boolean> {
  const [charged] = await tx.select({ value: count() }).from(charges).where(eq(charges.typeId, id));
  const [subscribed] = await tx.select({ value: count() }).from(subscriptions).where(eq(subscriptions.typeId, id));
  return (charged?.value ?? 0) + (subscribed?.value ?? 0) > 0;
}

/**
 * PUT /api/charge-types/{id}: the fields sent change. The panel's own types (Electricity, Late fee, Room
 * charges) may be renamed, and Electricity given its rate, but keep their kind and stay active; the late
 * fee's amount lives in the settings and the room charges' in each room, so theirs stays 0. A type
 * already charged or subscribed keeps its kind too: its lines were made by that kind's rules.
 */
export async function updateChargeType(
  id: string,
  change: ChargeTypeUpdate,
  seenUpdatedAt: Date | undefined,
  actor: User,
): Promise<ChargeTypeApi> {
  const db = await getDb();
  return namedUniquely(change.name, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(chargeTypes).where(eq(chargeTypes.id, id)).for("update");
      if (!current) throw notFound(CHARGE_TYPE_NOT_FOUND);
      const was = toChargeTypeApi(current);
      const next = { ...auditedType(was), ...withoutUndefined(change) };
      if (current.system) {
        if (next.kind !== current.kind) {
          throw conflict(say("systemTypeKindFixed", { name: current.name }), "kind");
        }
        if (!next.active) {
          throw conflict(say("systemTypeAlwaysOn", { name: current.name }), "active");
        }
        if (current.system !== "electricity" && next.amount !== 0) {
          throw badRequest(current.system === "late_fee" ? "lateFeeAmountInSettings" : "roomChargesFromRooms", "amount");
        }
        if (current.system === "room" && next.months.length > 0) {
          throw badRequest("roomChargesEveryMonth", "months");
        }
      }
      assertValid(next);
      if (next.kind !== current.kind && (await inUse(tx, id))) {
        throw conflict(say("chargeTypeKindInUse", { name: current.name }), "kind");
      }
      if (change.name !== undefined && !(change.name.toLowerCase() === current.name.toLowerCase()))
        await assertNameFree(tx, change.name, id);
      const [row] = await tx
        .update(chargeTypes)
        .set({
          name: next.name,
          nameUr: next.nameUr,
          kind: next.kind,
          amountPaisa: toPaisa(next.amount),
          months: next.months,
          active: next.active,
          updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt),
        })
        .where(eq(chargeTypes.id, id))
        .returning();
      const type = toChargeTypeApi(row!);
      const { before, after } = changedFields(auditedType(was), auditedType(type));
      if (Object.keys(after).length > 0) {
        await audit(tx, actor, {
          action: "charge_type.update",
          entity: "charge_type",
          entityId: id,
          label: type.name,
          summary: `Charge type ${was.name} changed`,
          params: { name: was.name },
          before,
          after,
        });
      }
      return type;
    }),
  );
}
