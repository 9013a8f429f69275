// The hostel's settings and charge types over the API: the defaults, a partial save that keeps the
// rest, every wrong field refused with its message and nothing stored, owners only for writes, the
// charge types' rules (names unique whatever their case, the panel's own types keep their kind and
// stay on, rates with paisa only when metered) and an audit entry for each change.
import { and, asc, eq } from "drizzle-orm";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { GET as getChargeTypes, POST as postChargeType } from "@/app/api/charge-types/route";
import { PUT as putChargeType } from "@/app/api/charge-types/[id]/route";
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { auditEntries } from "@/models/ledger";
import { registerAdmin, type Account } from "../support/http";
import { callJson } from "../support/records";

interface Settings {
  hostel: { name: string; address: string; phone: string; ownerName: string };
  lateFee: { graceDays: number; amount: number; from: string | null };
  expenseCategories: string[];
}
interface ChargeType {
  _id: string;
  name: string;
  nameUr: string;
  kind: string;
  amount: number;
  months: number[];
  active: boolean;
  system: string | null;
  updatedAt: string;
}
interface Answer {
  settings: Settings;
  chargeType: ChargeType;
  chargeTypes: ChargeType[];
  message?: string;
  errors?: Record<string, string>;
}

const today = hostelTime(new Date()).date;
let owner: Account;
let manager: Account;
let viewer: Account;

beforeAll(async () => {
  owner = await registerAdmin({ username: "Owner" });
  manager = await registerAdmin({ asToken: owner.token, username: "Warden", access: "manager" });
  viewer = await registerAdmin({ asToken: owner.token, username: "Accountant", access: "viewer" });
}, 60_000);

const readSettings = async (token = owner.token) => callJson<Answer>(getSettings, { path: "/api/settings", token });
const saveSettings = (body: unknown, token = owner.token) =>
  callJson<Answer>(putSettings, { path: "/api/settings", method: "PUT", body, token });
const listTypes = async () => (await callJson<Answer>(getChargeTypes, { path: "/api/charge-types", token: owner.token })).body.chargeTypes;
const addType = (body: unknown, token = owner.token) => callJson<Answer>(postChargeType, { path: "/api/charge-types", body, token });
const changeType = (id: string, body: unknown, token = owner.token) =>
  callJson<Answer>(putChargeType, { path: `/api/charge-types/${id}`, method: "PUT", params: { id }, body, token });
const typeNamed = async (system: string) => (await listTypes()).find((type) => type.system === system)!;

async function auditOf(entity: string, entityId?: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(entityId ? and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)) : eq(auditEntries.entity, entity))
    .orderBy(asc(auditEntries.at));
}

describe("settings", () => {
  test("before any save: the defaults, the hostel's name from HOSTEL_NAME; every role reads them", async () => {
    const answer = await readSettings();
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toEqual({
      hostel: { name: "Test Hostel", address: "", phone: "", ownerName: "" },
      lateFee: { graceDays: 5, amount: 0, from: null },
      houseRules: { noticeDays: 10, rentDueDay: 5, lostKeyFine: 500, suddenDepartureFee: "one_month" },
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
      register: { reportWithinHours: 24, policeStation: "", keepIdPicturesMonths: 24 },
    });
    for (const reader of [manager, viewer]) expect((await readSettings(reader.token)).body.settings).toEqual(answer.body.settings);
  });

  test("a manager and a viewer may not change them (403, nothing stored)", async () => {
    const before = (await readSettings()).body.settings;
    for (const account of [manager, viewer]) {
      const refused = await saveSettings({ hostel: { name: "Not theirs" } }, account.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("You do not have permission to do this.");
    }
    expect((await readSettings()).body.settings).toEqual(before);
  });

  test("a save of one part, or one field of a part, keeps everything else", async () => {
    const address = await saveSettings({ hostel: { address: "12 Canal Road, Lahore" } });
    expect(address.status).toBe(200);
    expect(address.body.settings.hostel).toEqual({ name: "Test Hostel", address: "12 Canal Road, Lahore", phone: "", ownerName: "" });

    const named = await saveSettings({ hostel: { name: "  Al-Noor Boys Hostel ", phone: "0300 1234567", ownerName: "Haji Aslam" } });
    expect(named.body.settings.hostel).toEqual({
      name: "Al-Noor Boys Hostel",
      address: "12 Canal Road, Lahore",
      phone: "0300-1234567",
      ownerName: "Haji Aslam",
    });

    const categories = await saveSettings({ expenseCategories: ["Electricity bill", "Mess groceries", " Generator fuel "] });
    expect(categories.body.settings.expenseCategories).toEqual(["Electricity bill", "Mess groceries", "Generator fuel"]);
    expect(categories.body.settings.hostel.name).toBe("Al-Noor Boys Hostel");
    expect(categories.body.settings.lateFee).toEqual({ graceDays: 5, amount: 0, from: null });

    const grace = await saveSettings({ lateFee: { graceDays: 7 } });
    expect(grace.body.settings).toEqual({ ...categories.body.settings, lateFee: { graceDays: 7, amount: 0, from: null } });
    expect((await readSettings()).body.settings).toEqual(grace.body.settings);
  });

  test("a landline or a number abroad is kept as typed; an empty phone clears it", async () => {
    expect((await saveSettings({ hostel: { phone: "042-35761234" } })).body.settings.hostel.phone).toBe("042-35761234");
    expect((await saveSettings({ hostel: { phone: "+44  20 7946 0958" } })).body.settings.hostel.phone).toBe("+44 20 7946 0958");
    expect((await saveSettings({ hostel: { phone: "" } })).body.settings.hostel.phone).toBe("");
    expect((await saveSettings({ hostel: { phone: "0321-7654321" } })).body.settings.hostel.phone).toBe("0321-7654321");
  });

  test("a late fee turned on counts from today unless a first day is given; turned off and on again, from today again", async () => {
    const on = await saveSettings({ lateFee: { amount: 500 } });
    expect(on.body.settings.lateFee).toEqual({ graceDays: 7, amount: 500, from: today });

    const earlier = await saveSettings({ lateFee: { from: "2026-01-01" } });
    expect(earlier.body.settings.lateFee).toEqual({ graceDays: 7, amount: 500, from: "2026-01-01" });
    // A new amount keeps the day it counts from.
    expect((await saveSettings({ lateFee: { amount: "1,000" } })).body.settings.lateFee).toEqual({
      graceDays: 7,
      amount: 1000,
      from: "2026-01-01",
    });

    expect((await saveSettings({ lateFee: { amount: 0 } })).body.settings.lateFee).toEqual({ graceDays: 7, amount: 0, from: "2026-01-01" });
    expect((await saveSettings({ lateFee: { amount: 300 } })).body.settings.lateFee).toEqual({ graceDays: 7, amount: 300, from: today });
    // Turned on with its first day, as typed on the form (DD-MM-YYYY).
    await saveSettings({ lateFee: { amount: 0 } });
    expect((await saveSettings({ lateFee: { amount: 500, graceDays: 5, from: "01-03-2026" } })).body.settings.lateFee).toEqual({
      graceDays: 5,
      amount: 500,
      from: "2026-03-01",
    });
  });

  test.each<[string, unknown, string, string]>([
    ["an empty hostel name", { hostel: { name: "  " } }, "hostel.name", "Hostel name is required"],
    [
      "a hostel name over 100 characters",
      { hostel: { name: "x".repeat(101) } },
      "hostel.name",
      "Hostel name must be at most 100 characters",
    ],
    [
      "a phone with letters",
      { hostel: { phone: "call the office" } },
      "hostel.phone",
      "Phone must be a phone number like 0300-1234567, 042-35761234 or +44 20 7946 0958",
    ],
    [
      "a phone too short",
      { hostel: { phone: "12345" } },
      "hostel.phone",
      "Phone must be a phone number like 0300-1234567, 042-35761234 or +44 20 7946 0958",
    ],
    [
      "an address over 300 characters",
      { hostel: { address: "x".repeat(301) } },
      "hostel.address",
      "Address must be at most 300 characters",
    ],
    ["grace days above 60", { lateFee: { graceDays: 61 } }, "lateFee.graceDays", "Grace days must be at most 60"],
    ["negative grace days", { lateFee: { graceDays: -1 } }, "lateFee.graceDays", "Grace days must be at least 0"],
    ["grace days with a fraction", { lateFee: { graceDays: 2.5 } }, "lateFee.graceDays", "Grace days must be a whole number"],
    ["a late fee above 100,000", { lateFee: { amount: 100_001 } }, "lateFee.amount", "Late fee amount must be at most 100000"],
    ["a negative late fee", { lateFee: { amount: -5 } }, "lateFee.amount", "Late fee amount cannot be negative"],
    ["a late fee typed with letters", { lateFee: { amount: "5OO" } }, "lateFee.amount", "Late fee amount must be a number"],
    ["a late fee with paisa", { lateFee: { amount: 12.5 } }, "lateFee.amount", "Late fee amount must be a whole number"],
    ["a day that does not exist", { lateFee: { from: "2026-02-31" } }, "lateFee.from", "Late fee from must be a valid date"],
    ["a first day that is not a date", { lateFee: { from: "yesterday" } }, "lateFee.from", "Late fee from must be a valid date"],
    ["no expense category", { expenseCategories: [] }, "expenseCategories", "Keep at least one expense category"],
    ["a category twice", { expenseCategories: ["Water", "water "] }, "expenseCategories.1", 'Expense category "water" is listed twice'],
    ["an empty category", { expenseCategories: ["Water", " "] }, "expenseCategories.1", "Expense category is required"],
    [
      "a category over 60 characters",
      { expenseCategories: ["x".repeat(61)] },
      "expenseCategories.0",
      "Expense category must be at most 60 characters",
    ],
    [
      "51 categories",
      { expenseCategories: Array.from({ length: 51 }, (_, index) => `Category ${index}`) },
      "expenseCategories",
      "At most 50 expense categories",
    ],
    ["categories not as a list", { expenseCategories: "Water" }, "expenseCategories", "Expense categories must be a list"],
    [
      "a good name beside a bad grace days",
      { hostel: { name: "Never saved" }, lateFee: { graceDays: 99 } },
      "lateFee.graceDays",
      "Grace days must be at most 60",
    ],
  ])("%s is refused with the field's message and nothing is stored", async (_, body, field, message) => {
    const before = (await readSettings()).body.settings;
    const auditBefore = (await auditOf("settings")).length;
    const refused = await saveSettings(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toBe(message);
    expect((await readSettings()).body.settings).toEqual(before);
    expect(await auditOf("settings")).toHaveLength(auditBefore);
  });

  test("two owners saving different parts at once both keep their change", async () => {
    const [named, grace] = await Promise.all([
      saveSettings({ hostel: { name: "Al-Noor Boys Hostel" } }),
      saveSettings({ lateFee: { graceDays: 9 } }),
    ]);
    expect([named.status, grace.status]).toEqual([200, 200]);
    const { settings } = (await readSettings()).body;
    expect(settings.hostel.name).toBe("Al-Noor Boys Hostel");
    expect(settings.lateFee.graceDays).toBe(9);
  });

  test("each change is audited with the fields before and after; a save that changes nothing is not", async () => {
    const count = (await auditOf("settings")).length;
    await saveSettings({ hostel: { address: "14 Canal Road, Lahore" }, lateFee: { graceDays: 6 } });
    const entries = await auditOf("settings");
    expect(entries).toHaveLength(count + 1);
    expect(entries.at(-1)).toMatchObject({
      action: "settings.update",
      actor: "Owner",
      entityLabel: "Al-Noor Boys Hostel",
      summary: "Settings changed",
      before: { address: "12 Canal Road, Lahore", graceDays: 9 },
      after: { address: "14 Canal Road, Lahore", graceDays: 6 },
    });
    await saveSettings({ hostel: { address: "14 Canal Road, Lahore" } });
    expect(await auditOf("settings")).toHaveLength(count + 1);
  });
});

describe("charge types", () => {
  test("the panel's own types are there from the start: Electricity (metered, rate 0), Late fee, Room charges", async () => {
    const answer = await callJson<Answer>(getChargeTypes, { path: "/api/charge-types", token: viewer.token });
    expect(answer.status).toBe(200);
    expect(
      answer.body.chargeTypes.map(({ name, nameUr, kind, amount, months, active, system }) => ({
        name,
        nameUr,
        kind,
        amount,
        months,
        active,
        system,
      })),
    ).toEqual([
      { name: "Electricity", nameUr: "بجلی", kind: "metered", amount: 0, months: [], active: true, system: "electricity" },
      { name: "Late fee", nameUr: "لیٹ فیس", kind: "one_off", amount: 0, months: [], active: true, system: "late_fee" },
      { name: "Room charges", nameUr: "کمرے کے اضافی چارجز", kind: "monthly", amount: 0, months: [], active: true, system: "room" },
    ]);
  });

  test("an owner adds Mess (monthly 7,000 in some months) and Guest night (one-off 500), and sets Electricity's rate 65.5", async () => {
    const mess = await addType({
      name: "Mess",
      nameUr: "میس",
      kind: "monthly",
      amount: "7,000",
      months: [9, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11],
    });
    expect(mess.status).toBe(201);
    expect(mess.body.chargeType).toMatchObject({
      name: "Mess",
      nameUr: "میس",
      kind: "monthly",
      amount: 7000,
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      active: true,
      system: null,
    });

    const guest = await addType({ name: "Guest night", nameUr: "مہمان کی رات", kind: "one_off", amount: 500 });
    expect(guest.status).toBe(201);
    expect(guest.body.chargeType).toMatchObject({ kind: "one_off", amount: 500, months: [], active: true });

    const electricity = await typeNamed("electricity");
    const rate = await changeType(electricity._id, { amount: 65.5 });
    expect(rate.status).toBe(200);
    expect(rate.body.chargeType).toMatchObject({ name: "Electricity", kind: "metered", amount: 65.5, system: "electricity" });
    expect((await changeType(electricity._id, { amount: "65.75" })).body.chargeType.amount).toBe(65.75);
    expect((await changeType(electricity._id, { amount: 65.5, name: "Bijli", nameUr: "بجلی کا بل" })).body.chargeType).toMatchObject({
      name: "Bijli",
      amount: 65.5,
    });

    expect((await listTypes()).map((type) => type.name)).toEqual(["Bijli", "Late fee", "Room charges", "Mess", "Guest night"]);
  });

  test("a manager and a viewer may read the types but not add or change them", async () => {
    const mess = (await listTypes()).find((type) => type.name === "Mess")!;
    for (const account of [manager, viewer]) {
      expect((await addType({ name: "Laundry", nameUr: "دھلائی", kind: "monthly", amount: 800 }, account.token)).status).toBe(403);
      expect((await changeType(mess._id, { amount: 1 }, account.token)).status).toBe(403);
    }
    expect((await listTypes()).find((type) => type.name === "Mess")?.amount).toBe(7000);
  });

  test("a name already used, whatever its case, is a 409 naming the type", async () => {
    const again = await addType({ name: " mess ", nameUr: "میس", kind: "one_off", amount: 100 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A charge type named "Mess" already exists');
    expect(again.body.errors).toEqual({ name: 'A charge type named "Mess" already exists' });

    const guest = (await listTypes()).find((type) => type.name === "Guest night")!;
    const renamed = await changeType(guest._id, { name: "LATE FEE" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('A charge type named "Late fee" already exists');
    // Its own name in another case is no clash.
    expect((await changeType(guest._id, { name: "Guest Night" })).body.chargeType.name).toBe("Guest Night");
  });

  test("the panel's own types keep their kind and stay on; the late fee's and room charges' amounts stay 0", async () => {
    const electricity = await typeNamed("electricity");
    const lateFee = await typeNamed("late_fee");
    const room = await typeNamed("room");

    const kind = await changeType(electricity._id, { kind: "monthly" });
    expect(kind.status).toBe(409);
    expect(kind.body.errors?.kind).toBe("Bijli is needed by the panel: its kind cannot change");
    const off = await changeType(lateFee._id, { active: false });
    expect(off.status).toBe(409);
    expect(off.body.errors?.active).toBe("Late fee is needed by the panel: it cannot be turned off");
    const feeAmount = await changeType(lateFee._id, { amount: 500 });
    expect(feeAmount.status).toBe(400);
    expect(feeAmount.body.errors?.amount).toBe("The late fee's amount is set under Late fee in the settings");
    const roomAmount = await changeType(room._id, { amount: 1000 });
    expect(roomAmount.status).toBe(400);
    expect(roomAmount.body.errors?.amount).toBe("Room charges come from each room's additional charges");

    const renamed = await changeType(lateFee._id, { name: "Late payment fine", nameUr: "تاخیر جرمانہ" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.chargeType).toMatchObject({
      name: "Late payment fine",
      nameUr: "تاخیر جرمانہ",
      kind: "one_off",
      amount: 0,
      active: true,
      system: "late_fee",
    });
    expect(await typeNamed("electricity")).toMatchObject({ kind: "metered", active: true, amount: 65.5 });
  });

  test("another type is turned off and on again with active; there is no delete", async () => {
    const guest = (await listTypes()).find((type) => type.name === "Guest Night")!;
    expect((await changeType(guest._id, { active: false })).body.chargeType.active).toBe(false);
    expect((await listTypes()).find((type) => type._id === guest._id)?.active).toBe(false);
    expect((await changeType(guest._id, { active: true })).body.chargeType.active).toBe(true);
  });

  test.each<[string, unknown, string, string]>([
    ["no name", { nameUr: "میس", kind: "monthly", amount: 100 }, "name", "Name is required"],
    ["no Urdu name", { name: "Laundry", kind: "monthly", amount: 100 }, "nameUr", "Urdu name is required"],
    [
      "an unknown kind",
      { name: "Laundry", nameUr: "دھلائی", kind: "weekly", amount: 100 },
      "kind",
      "Kind must be one of: monthly, metered, one_off",
    ],
    ["no amount", { name: "Laundry", nameUr: "دھلائی", kind: "monthly" }, "amount", "Amount is required"],
    ["a negative amount", { name: "Laundry", nameUr: "دھلائی", kind: "monthly", amount: -1 }, "amount", "Amount cannot be negative"],
    ["an amount with letters", { name: "Laundry", nameUr: "دھلائی", kind: "monthly", amount: "8OO" }, "amount", "Amount must be a number"],
    [
      "paisa on a monthly type",
      { name: "Laundry", nameUr: "دھلائی", kind: "monthly", amount: 800.5 },
      "amount",
      "Amount must be a whole number",
    ],
    [
      "three decimals on a rate",
      { name: "Gas", nameUr: "گیس", kind: "metered", amount: "12.345" },
      "amount",
      "Amount can have at most two decimals",
    ],
    [
      "a month 13",
      { name: "Heater", nameUr: "ہیٹر", kind: "monthly", amount: 800, months: [12, 13] },
      "months.1",
      "Month must be at most 12",
    ],
    [
      "a month twice",
      { name: "Heater", nameUr: "ہیٹر", kind: "monthly", amount: 800, months: [12, 1, 12] },
      "months",
      "Months must be different",
    ],
    [
      "months on a one-off type",
      { name: "Towel", nameUr: "تولیہ", kind: "one_off", amount: 200, months: [1] },
      "months",
      "Months apply only to a monthly charge",
    ],
    [
      "active that is not true or false",
      { name: "Towel", nameUr: "تولیہ", kind: "one_off", amount: 200, active: "yes" },
      "active",
      "Active must be true or false",
    ],
  ])("a new type with %s is refused with the field's message and nothing is stored", async (_, body, field, message) => {
    const before = await listTypes();
    const refused = await addType(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toBe(message);
    expect(await listTypes()).toEqual(before);
  });

  test("a change checks the type as it will be: paisa on a one-off, months on a metered type; an unknown id is 404", async () => {
    const guest = (await listTypes()).find((type) => type.name === "Guest Night")!;
    const electricity = await typeNamed("electricity");
    expect((await changeType(guest._id, { amount: 500.25 })).body.errors).toEqual({ amount: "Amount must be a whole number" });
    // A metered rate keeps its paisa only while metered: to one-off, 65.5 is no whole amount.
    const mess = (await listTypes()).find((type) => type.name === "Mess")!;
    expect((await changeType(mess._id, { kind: "metered", amount: 12.5 })).body.errors).toEqual({
      months: "Months apply only to a monthly charge",
    });
    expect((await changeType(electricity._id, { months: [1] })).body.errors).toEqual({ months: "Months apply only to a monthly charge" });
    const missing = await changeType("00000000-0000-4000-8000-000000000000", { amount: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Charge type not found");
  });

  test("a change from an older copy of the type is refused (409)", async () => {
    const mess = (await listTypes()).find((type) => type.name === "Mess")!;
    const seen = mess.updatedAt;
    expect((await changeType(mess._id, { amount: 7500, updatedAt: seen })).status).toBe(200);
    const stale = await changeType(mess._id, { amount: 6000, updatedAt: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("This record was changed by someone else. Reload it to see the changes.");
    expect((await listTypes()).find((type) => type.name === "Mess")?.amount).toBe(7500);
  });

  test("each added and changed type is audited; a change that changes nothing is not", async () => {
    const mess = (await listTypes()).find((type) => type.name === "Mess")!;
    const entries = await auditOf("charge_type", mess._id);
    expect(entries[0]).toMatchObject({
      action: "charge_type.create",
      actor: "Owner",
      entityLabel: "Mess",
      summary: "Charge type Mess added",
      after: { name: "Mess", nameUr: "میس", kind: "monthly", amount: 7000, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], active: true },
    });
    expect(entries.at(-1)).toMatchObject({
      action: "charge_type.update",
      summary: "Charge type Mess changed",
      before: { amount: 7000 },
      after: { amount: 7500 },
    });
    await changeType(mess._id, { amount: 7500 });
    expect(await auditOf("charge_type", mess._id)).toHaveLength(entries.length);

    const electricity = await typeNamed("electricity");
    const rates = (await auditOf("charge_type", electricity._id)).map((entry) => [entry.before, entry.after]);
    expect(rates[0]).toEqual([{ amount: 0 }, { amount: 65.5 }]);
  });
});
