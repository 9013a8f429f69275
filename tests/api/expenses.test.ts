// The hostel's expenses (docs/bills.md, B6): POST /api/expenses (multipart, the bill's picture stored as
// customers' photos are), GET /api/expenses with month, category and search filters and a `total` of the
// matches not voided on every page, GET /api/expenses/{id}, and the owner's void with a reason. Every bad
// field is a 400 with its message and stores nothing; each write has its audit entry.
import { jest } from "@jest/globals";
import { count, eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/expenses/route";
import { GET as getRoute } from "@/app/api/expenses/[id]/route";
import { POST as voidRoute } from "@/app/api/expenses/[id]/void/route";
import { GET as exportRoute } from "@/app/api/export/expenses/route";
import { PUT as settingsRoute } from "@/app/api/settings/route";
import { GET as pictureRoute } from "@/app/uploads/[name]/route";
import { getDb } from "@/lib/server/db";
import { addDays, firstDay, periodOf, previousPeriod } from "@/lib/money";
import { EXPENSE_PAGE_SIZE } from "@/lib/validations/expenses";
import { expenses } from "@/models/expenses";
import { auditEntries } from "@/models/ledger";
import { pictures } from "@/models/shared";
import { registerAdmin, type Account } from "../support/http";
import { adminBearer, callForm, callJson, pngFile } from "../support/records";
import { today } from "../support/stays";

jest.setTimeout(120_000);

interface ExpenseJson {
  _id: string;
  spentOn: string;
  category: string;
  amount: number;
  paidTo: string;
  mode: string;
  reference: string | null;
  note: string | null;
  picture: string | null;
  voided: boolean;
  voidReason: string | null;
  recordedBy: { _id: string; username: string } | null;
  createdAt: string;
}
interface ListAnswer {
  expenses: ExpenseJson[];
  totalPages: number;
  currentPage: number;
  total: number;
  count: number;
  message?: string;
  errors?: Record<string, string>;
}
interface OneAnswer {
  expense: ExpenseJson;
  message?: string;
  errors?: Record<string, string>;
}

let owner: string;
let manager: Account;
let viewer: Account;
const thisMonth = periodOf(today());
const lastMonth = previousPeriod(thisMonth);

const create = (fields: Record<string, string | number>, token?: string, image?: Blob) =>
  callForm<OneAnswer>(createRoute, { fields, token, image });
const list = (query: Record<string, string | number> = {}, token?: string) =>
  callJson<ListAnswer>(listRoute, { path: "/api/expenses", query, token });
const voidIt = (id: string, body: unknown, token?: string) => callJson<OneAnswer>(voidRoute, { params: { id }, body, token });

async function stored(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(expenses);
  return row?.value ?? 0;
}

async function auditOf(id: string) {
  const db = await getDb();
  return db.select().from(auditEntries).where(eq(auditEntries.entityId, id)).orderBy(auditEntries.at);
}

const valid = () => ({
  spentOn: today(),
  category: "Electricity bill",
  amount: "25,000",
  paidTo: "LESCO",
  mode: "bank_transfer",
  reference: "LESCO-1122",
  note: "October bill",
});

beforeAll(async () => {
  owner = await adminBearer();
  manager = await registerAdmin({ asToken: owner, username: "Warden", access: "manager" });
  viewer = await registerAdmin({ asToken: owner, username: "Accountant", access: "viewer" });
});

describe("recording an expense", () => {
  it("answers 201 with every field, stores it once and audits it", async () => {
    const answer = await create(valid());
    expect(answer.status).toBe(201);
    const expense = answer.body.expense;
    expect(expense).toMatchObject({
      spentOn: today(),
      category: "Electricity bill",
      amount: 25000,
      paidTo: "LESCO",
      mode: "bank_transfer",
      reference: "LESCO-1122",
      note: "October bill",
      picture: null,
      voided: false,
      voidReason: null,
    });
    expect(expense.recordedBy?.username).toBeTruthy();
    expect((await callJson<OneAnswer>(getRoute, { params: { id: expense._id } })).body.expense).toEqual(expense);
    const entries = await auditOf(expense._id);
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([["expense.create", "expense"]]);
    expect(entries[0]!.summary).toBe(`Electricity bill: PKR 25,000 paid to LESCO on ${today()}`);
    expect(entries[0]!.after).toMatchObject({ amount: 25000, category: "Electricity bill", paidTo: "LESCO", mode: "bank_transfer" });
  });

  it("a manager records too; a viewer is refused (403) and nothing is stored", async () => {
    expect((await create({ ...valid(), paidTo: "Sui Gas", category: "Gas bill", amount: 4000 }, manager.token)).status).toBe(201);
    const before = await stored();
    const refused = await create(valid(), viewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You do not have permission to do this.");
    expect(await stored()).toBe(before);
  });

  it("writes the category as the settings spell it, whatever its case", async () => {
    const answer = await create({ ...valid(), category: "mess GROCERIES", amount: 1, paidTo: "Case test" });
    expect(answer.status).toBe(201);
    expect(answer.body.expense.category).toBe("Mess groceries");
  });

  it("keeps the bill's picture, re-encoded, and serves it only signed in", async () => {
    const answer = await create({ ...valid(), amount: 700, paidTo: "With picture" }, undefined, pngFile());
    expect(answer.status).toBe(201);
    const name = answer.body.expense.picture!;
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const db = await getDb();
    const [picture] = await db.select().from(pictures).where(eq(pictures.name, name));
    expect(picture?.contentType).toBe("image/webp");
    const served = await pictureRoute(new Request(`http://panel.test/uploads/${name}`, { headers: { authorization: `Bearer ${owner}` } }), {
      params: Promise.resolve({ name }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("no-store");
    const anonymous = await pictureRoute(new Request(`http://panel.test/uploads/${name}`), { params: Promise.resolve({ name }) });
    expect(anonymous.status).toBe(401);
    expect((await auditOf(answer.body.expense._id))[0]!.after).toMatchObject({ picture: "added" });
  });

  it("refuses a picture that is not one (415) and stores nothing", async () => {
    const before = await stored();
    const answer = await create(valid(), undefined, new Blob(["not a picture"], { type: "image/png" }));
    expect(answer.status).toBe(415);
    expect(answer.body.errors?.image).toBe("Only PNG, JPEG, WebP or GIF pictures can be uploaded.");
    expect(await stored()).toBe(before);
  });

  const tomorrow = () => addDays(today(), 1);
  const bad: [string, Record<string, string | number | undefined>, string, string][] = [
    ["no date", { spentOn: undefined }, "spentOn", "Date is required"],
    ["a date that is not one", { spentOn: "2026-02-31" }, "spentOn", "Date must be a valid date"],
    ["a date in the future", { spentOn: "FUTURE" }, "spentOn", "Date cannot be in the future"],
    ["no category", { category: "" }, "category", "Category is required"],
    ["a category not in the settings", { category: "Fuel" }, "category", "Category must be one of the expense categories in the settings"],
    ["no amount", { amount: "" }, "amount", "Amount is required"],
    ["a zero amount", { amount: 0 }, "amount", "Amount must be more than 0"],
    ["a negative amount", { amount: -500 }, "amount", "Amount must be more than 0"],
    ["paisa", { amount: "12.5" }, "amount", "Amount must be a whole number"],
    ["letters", { amount: "5OOO" }, "amount", "Amount must be a number"],
    ["no paid to", { paidTo: "  " }, "paidTo", "Paid to is required"],
    ["a paid to too long", { paidTo: "x".repeat(101) }, "paidTo", "Paid to must be at most 100 characters"],
    ["no mode", { mode: "" }, "mode", "Mode is required"],
    ["an unknown mode", { mode: "cheque" }, "mode", "Mode must be one of: cash, bank_transfer, jazzcash, easypaisa"],
    ["a reference too long", { reference: "r".repeat(101) }, "reference", "Reference must be at most 100 characters"],
    ["a note too long", { note: "n".repeat(501) }, "note", "Note must be at most 500 characters"],
  ];
  it.each(bad)("%s: 400 with the field's message, nothing stored", async (_, change, field, message) => {
    const before = await stored();
    const fields: Record<string, string | number> = {};
    for (const [key, value] of Object.entries({ ...valid(), ...change })) {
      if (value === undefined) continue;
      fields[key] = value === "FUTURE" ? tomorrow() : value;
    }
    const answer = await create(fields);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it("sent as JSON is 415 (the record comes as multipart, like customers)", async () => {
    const answer = await callJson<OneAnswer>(createRoute, { body: valid() });
    expect(answer.status).toBe(415);
  });

  it("a repeated Idempotency-Key records once", async () => {
    const before = await stored();
    const key = "expense-once-1";
    const first = await callForm<OneAnswer>(createRoute, {
      fields: { ...valid(), paidTo: "Twice sent", amount: 333 },
      headers: { "Idempotency-Key": key },
    });
    const second = await callForm<OneAnswer>(createRoute, {
      fields: { ...valid(), paidTo: "Twice sent", amount: 333 },
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.expense._id).toBe(first.body.expense._id);
    expect(await stored()).toBe(before + 1);
  });
});

describe("the list, its filters and its total", () => {
  // A month of its own (last month), so the figures do not depend on the other tests' expenses.
  const day = (n: number) => addDays(firstDay(lastMonth), n);
  const made: ExpenseJson[] = [];
  beforeAll(async () => {
    const rows: Record<string, string | number>[] = [];
    // 23 repairs of 1,000 … 23,000 (more than a page), 2 cleaning, 1 internet.
    for (let n = 1; n <= 23; n++)
      rows.push({ spentOn: day(n % 28), category: "Repairs", amount: n * 1000, paidTo: `Mistri ${n}`, mode: "cash" });
    rows.push({ spentOn: day(3), category: "Cleaning", amount: 1500, paidTo: "Safai Wala", mode: "cash", note: "Stairs and roof" });
    rows.push({ spentOn: day(4), category: "Cleaning", amount: 2500, paidTo: "Safai Wala", mode: "jazzcash", reference: "JC-9001" });
    rows.push({ spentOn: day(5), category: "Internet", amount: 3000, paidTo: "PTCL", mode: "bank_transfer", reference: "PTCL-OCT" });
    for (const fields of rows) {
      const answer = await create(fields);
      expect(answer.status).toBe(201);
      made.push(answer.body.expense);
    }
  });

  it("a month: every match counted, total over every page, newest day first", async () => {
    const first = await list({ month: lastMonth });
    expect(first.status).toBe(200);
    const repairs = ((23 * 24) / 2) * 1000;
    expect(first.body.count).toBe(26);
    expect(first.body.total).toBe(repairs + 1500 + 2500 + 3000);
    expect(first.body.totalPages).toBe(Math.ceil(26 / EXPENSE_PAGE_SIZE));
    expect(first.body.expenses).toHaveLength(EXPENSE_PAGE_SIZE);
    const second = await list({ month: lastMonth, page: 2 });
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.currentPage).toBe(2);
    expect(second.body.expenses).toHaveLength(26 - EXPENSE_PAGE_SIZE);
    const days = [...first.body.expenses, ...second.body.expenses].map((row) => row.spentOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set([...first.body.expenses, ...second.body.expenses].map((row) => row._id)).size).toBe(26);
    // A page past the last still has the figures.
    const past = await list({ month: lastMonth, page: 9 });
    expect(past.body).toMatchObject({ expenses: [], count: 26, total: first.body.total });
  });

  it("a category, and the search over paid to, category, reference and note", async () => {
    expect((await list({ month: lastMonth, category: "Cleaning" })).body).toMatchObject({ count: 2, total: 4000 });
    expect((await list({ month: lastMonth, category: "cleaning" })).body.count).toBe(2);
    expect((await list({ month: lastMonth, searchTerm: "safai" })).body).toMatchObject({ count: 2, total: 4000 });
    expect((await list({ month: lastMonth, searchTerm: "JC-9001" })).body).toMatchObject({ count: 1, total: 2500 });
    expect((await list({ month: lastMonth, searchTerm: "roof" })).body).toMatchObject({ count: 1, total: 1500 });
    expect((await list({ month: lastMonth, searchTerm: "internet" })).body).toMatchObject({ count: 1, total: 3000 });
    expect((await list({ month: lastMonth, searchTerm: "Mistri 2" })).body.count).toBe(5); // 2, 20, 21, 22, 23
    expect((await list({ month: lastMonth, searchTerm: "nobody" })).body).toMatchObject({
      count: 0,
      total: 0,
      totalPages: 0,
      expenses: [],
    });
    // This month's expenses are not last month's.
    const now = await list({ month: thisMonth });
    expect(now.body.expenses.every((row) => row.spentOn.startsWith(thisMonth))).toBe(true);
    // No month: every month.
    const all = await list({ category: "Cleaning" });
    expect(all.body.count).toBeGreaterThanOrEqual(2);
  });

  it("refuses an unreadable month (400)", async () => {
    const answer = await list({ month: "2026-13" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.month).toBe("Month must be a month in the form YYYY-MM");
  });

  it("a viewer reads the list and one expense", async () => {
    expect((await list({ month: lastMonth }, viewer.token)).status).toBe(200);
    expect((await callJson<OneAnswer>(getRoute, { params: { id: made[0]!._id }, token: viewer.token })).status).toBe(200);
    expect((await callJson<OneAnswer>(getRoute, { params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
  });

  it("void: owners only, with a reason; counted nowhere after; again 409; audited", async () => {
    const internet = made.find((row) => row.category === "Internet")!;
    const before = (await list({ month: lastMonth })).body;
    for (const account of [manager, viewer]) {
      const refused = await voidIt(internet._id, { reason: "Wrong" }, account.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("You do not have permission to do this.");
    }
    const noReason = await voidIt(internet._id, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe("Reason is required");
    expect((await list({ month: lastMonth })).body.total).toBe(before.total);

    const voided = await voidIt(internet._id, { reason: "Paid by the landlord" });
    expect(voided.status).toBe(200);
    expect(voided.body.expense).toMatchObject({ _id: internet._id, voided: true, voidReason: "Paid by the landlord", amount: 3000 });
    const after = (await list({ month: lastMonth })).body;
    expect(after.total).toBe(before.total - 3000);
    expect(after.count).toBe(before.count); // still listed
    expect((await list({ month: lastMonth, category: "Internet" })).body).toMatchObject({ count: 1, total: 0 });

    const again = await voidIt(internet._id, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This expense is already void.");
    expect((await voidIt("00000000-0000-4000-8000-000000000000", { reason: "x" })).status).toBe(404);

    const entries = await auditOf(internet._id);
    expect(entries.map((entry) => entry.action)).toEqual(["expense.create", "expense.void"]);
    expect(entries[1]!.summary).toBe("Internet (PKR 3,000) voided: Paid by the landlord");
  });

  it("the database refuses to change an expense's amount or delete it", async () => {
    const db = await getDb();
    const id = made[0]!._id;
    await expect(db.execute(sql`update expenses set amount = 1 where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from expenses where id = ${id}`)).rejects.toThrow();
    expect((await callJson<OneAnswer>(getRoute, { params: { id } })).body.expense.amount).toBe(made[0]!.amount);
  });

  it("a category later removed from the settings still lists, filters and counts", async () => {
    const settings = await callJson(settingsRoute, {
      method: "PUT",
      body: {
        expenseCategories: ["Electricity bill", "Gas bill", "Water", "Internet", "Mess groceries", "Repairs", "Building rent", "Other"],
      },
    });
    expect(settings.status).toBe(200);
    expect((await list({ month: lastMonth, category: "Cleaning" })).body).toMatchObject({ count: 2, total: 4000 });
    // A new one in it is refused.
    const refused = await create({ ...valid(), category: "Cleaning" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.category).toBe("Category must be one of the expense categories in the settings");
  });

  it("the export follows the screen: no month is this month, month=all every month, a bad month 400", async () => {
    const csv = async (query: string) => {
      const response = await exportRoute(
        new Request(`http://panel.test/api/export/expenses${query}`, { headers: { authorization: `Bearer ${owner}` } }),
        { params: Promise.resolve({}) },
      );
      return { status: response.status, text: await response.text() };
    };
    const now = await csv("");
    expect(now.status).toBe(200);
    expect(now.text).toContain("LESCO");
    expect(now.text).not.toContain("Mistri 1,");
    const all = await csv("?month=all");
    expect(all.text).toContain("LESCO");
    expect(all.text).toContain("Mistri 1,");
    expect((await csv("?month=2026-1")).status).toBe(400);
  });

  it("exports the screen's filters as CSV, a voided one marked", async () => {
    const response = await exportRoute(
      new Request(`http://panel.test/api/export/expenses?month=${lastMonth}&category=Internet`, {
        headers: { authorization: `Bearer ${owner}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Date,Category,Paid To,Amount,Mode,Reference,Note,Recorded By,Voided,Void Reason");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("PTCL");
    expect(lines[1]).toContain("Paid by the landlord");
  });
});
