import "server-only";
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/http/errors";
import { formatPKR } from "@/lib/format";
import { firstDay, lastDay } from "@/lib/money";
import { EXPENSE_PAGE_SIZE, type ExpenseInput, type ExpenseListQuery } from "@/lib/validations/expenses";
import { sameName } from "@/lib/validations/settings";
import { expenseSearchColumns, expenses, type Expense } from "@/models/expenses";
import { users, type User } from "@/models/users";
import { audit, auditCreate } from "./audit";
import { offsetOf, searchAny } from "./list";
import { writeWithImage } from "./records";
import { readSettings } from "./settings";

// The hostel's expenses (docs/bills.md, B6): recorded by owners and managers, voided by owners with a
// reason, never edited or deleted (the database refuses it too: migration 0015_expenses). A category is
// checked against the settings' list when the expense is recorded; an expense keeps its category if the
// owner later removes it from that list, and still lists, filters and counts under it.

const NOT_FOUND = "expenseNotFound";
const CATEGORY_NOT_IN_SETTINGS = "expenseCategoryNotInSettings";

export interface ExpenseApi {
  _id: string;
  spentOn: string;
  category: string;
  amount: number;
  paidTo: string;
  mode: Expense["mode"];
  reference: string | null;
  note: string | null;
  /** The bill's picture, served signed in at /uploads/{picture}; null when none was added. */
  picture: string | null;
  voided: boolean;
  voidReason: string | null;
  voidedAt: string | null;
  voidedBy: { _id: string; username: string } | null;
  recordedBy: { _id: string; username: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExpenseListPage {
  expenses: ExpenseApi[];
  totalPages: number;
  currentPage: number;
  /** Rupees of every matching expense not voided, on every page. */
  total: number;
  /** How many expenses match, voided ones included. */
  count: number;
}

const recorder = sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${expenses.recordedBy})`;
const voider = sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${expenses.voidedBy})`;
const person = (id: string | null, username: string | null) => (id ? { _id: id, username: username ?? "" } : null);

function toExpenseApi(row: Expense, names: { recordedByName: string | null; voidedByName: string | null }): ExpenseApi {
  return {
    _id: row.id,
    spentOn: row.spentOn,
    category: row.category,
    amount: row.amount,
    paidTo: row.paidTo,
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    picture: row.picture,
    voided: row.voidedAt !== null,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy: person(row.voidedBy, names.voidedByName),
    recordedBy: person(row.recordedBy, names.recordedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list's filters: a month of `spentOn`, a category (as stored, any case), the search. */
function filtersOf({ month, category, searchTerm }: Pick<ExpenseListQuery, "month" | "category" | "searchTerm">): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (month) parts.push(gte(expenses.spentOn, firstDay(month)), lte(expenses.spentOn, lastDay(month)));
  if (category) parts.push(sql`lower(${expenses.category}) = lower(${category})`);
  parts.push(searchAny(searchTerm, expenseSearchColumns));
  return and(...parts);
}

const totals = {
  matches: sql<number>`count(*) over ()`.mapWith(Number),
  spent: sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.voidedAt} is null) over (), 0)`.mapWith(Number),
};

/** GET /api/expenses: one page of the matching expenses, newest day first, with the count and total of every page. */
export async function listExpenses(query: ExpenseListQuery, pageSize = EXPENSE_PAGE_SIZE): Promise<ExpenseListPage> {
  const db = await getDb();
  const where = filtersOf(query);
  const rows = await db
    .select({ expense: expenses, recordedByName: recorder, voidedByName: voider, ...totals })
    .from(expenses)
    .where(where)
    .orderBy(desc(expenses.spentOn), desc(expenses.createdAt), desc(expenses.id))
    .limit(pageSize)
    .offset(offsetOf(query.page, pageSize));
  // A page past the last one has no row to carry the figures: only then are they asked for on their own.
  let figures = rows[0] ? { matches: rows[0].matches, spent: rows[0].spent } : { matches: 0, spent: 0 };
  if (!rows[0] && query.page > 1) {
    const [row] = await db
      .select({
        matches: sql<number>`count(*)`.mapWith(Number),
        spent: sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.voidedAt} is null), 0)`.mapWith(Number),
      })
      .from(expenses)
      .where(where);
    figures = row ?? figures;
  }
  return {
    expenses: rows.map(({ expense, recordedByName, voidedByName }) => toExpenseApi(expense, { recordedByName, voidedByName })),
    totalPages: Math.ceil(figures.matches / pageSize),
    currentPage: query.page,
    total: figures.spent,
    count: figures.matches,
  };
}

/** GET /api/expenses/{id}. */
export async function getExpense(id: string): Promise<ExpenseApi> {
  const db = await getDb();
  const [row] = await db
    .select({ expense: expenses, recordedByName: recorder, voidedByName: voider })
    .from(expenses)
    .where(eq(expenses.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toExpenseApi(row.expense, row);
}

/** POST /api/expenses: one expense, its category one of the settings' (written as the settings write it), with the bill's picture if sent. */
export async function createExpense(input: ExpenseInput, image: File | null, actor: User): Promise<ExpenseApi> {
  const db = await getDb();
  return writeWithImage(image, (pictureName) =>
    db.transaction(async (tx) => {
      const { expenseCategories } = await readSettings(tx);
      const category = expenseCategories.find((name) => sameName(name, input.category));
      if (!category) throw badRequest(CATEGORY_NOT_IN_SETTINGS, "category");
      const [row] = await tx
        .insert(expenses)
        .values({
          ...input,
          category,
          reference: input.reference ?? null,
          note: input.note ?? null,
          picture: pictureName ?? null,
          recordedBy: actor.id,
        })
        .returning();
      await auditCreate(tx, actor, {
        entity: "expense",
        id: row!.id,
        label: `${category}: ${row!.paidTo}`,
        summary: `${category}: ${formatPKR(row!.amount)} paid to ${row!.paidTo} on ${row!.spentOn}`,
        params: { category, amount: row!.amount, paidTo: row!.paidTo, date: row!.spentOn },
        row: { ...row!, picture: undefined, recordedBy: undefined },
        picture: Boolean(pictureName),
      });
      return { result: toExpenseApi(row!, { recordedByName: actor.username, voidedByName: null }) };
    }),
  );
}

/** POST /api/expenses/{id}/void (owners): the expense stops counting, stays listed with its reason; again → 409. */
export async function voidExpense(id: string, reason: string, actor: User): Promise<ExpenseApi> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(expenses).where(eq(expenses.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    if (current.voidedAt) throw conflict("expenseAlreadyVoid");
    const [row] = await tx
      .update(expenses)
      .set({
        voidedAt: new Date(),
        voidReason: reason,
        voidedBy: actor.id,
        updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)),
      })
      .where(eq(expenses.id, id))
      .returning();
    await audit(tx, actor, {
      action: "expense.void",
      entity: "expense",
      entityId: id,
      label: `${current.category}: ${current.paidTo}`,
      summary: `${current.category} (${formatPKR(current.amount)}) voided: ${reason}`,
      params: { category: current.category, amount: current.amount, reason },
      before: { amount: current.amount, voided: false },
      after: { voided: true, reason },
    });
    const [names] = await tx.select({ recordedByName: recorder }).from(expenses).where(eq(expenses.id, id));
    return toExpenseApi(row!, { recordedByName: names?.recordedByName ?? null, voidedByName: actor.username });
  });
}

/**
 * The categories the list can be filtered by: the settings' list, then any category expenses were recorded
 * under that the settings no longer have (so their expenses can still be found).
 */
export async function expenseFilterCategories(): Promise<{ settings: string[]; all: string[] }> {
  const db = await getDb();
  const [{ expenseCategories }, used] = await Promise.all([
    readSettings(db),
    db.selectDistinct({ category: expenses.category }).from(expenses).orderBy(expenses.category),
  ]);
  const removed = used.map((row) => row.category).filter((name) => !expenseCategories.some((kept) => sameName(kept, name)));
  return { settings: expenseCategories, all: [...expenseCategories, ...removed] };
}
