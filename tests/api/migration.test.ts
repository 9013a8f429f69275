// The stay-model migration on a database filled the way the code before it stored bookings and
// payments: every booking becomes an active stay in its room, every payment keeps its rupees and
// gets its day, its booking's mode and a receipt number in date order; phones and CNICs are put in
// one format. On PGlite, and on the
// PostgreSQL server when TEST_DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createPglite } from "@/lib/server/db/pglite.mjs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";

const LAST_MIGRATION_BEFORE = "0003_safe_writes";
const allMigrations = path.join(process.cwd(), "drizzle");

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hostel-migrations-"));
  fs.cpSync(allMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

interface Database {
  query<T>(statement: string): Promise<T[]>;
  /** Several statements at once. */
  exec(statements: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL; // set by tests/support/database.ts on the PostgreSQL run
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // The test database is dropped (WITH FORCE) by the shared teardown, possibly before this pool ends.
    pool.on("error", () => {});
    const db = drizzlePg(pool);
    return {
      query: async (statement) => (await pool.query(statement)).rows,
      exec: async (statements) => void (await pool.query(statements)),
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const client = await createPglite();
  const db = drizzlePglite(client);
  return {
    query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
    exec: async (statements) => void (await client.exec(statements)),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

const ROOM_ONE = "11111111-1111-4111-8111-111111111111";
const ROOM_TWO = "22222222-2222-4222-8222-222222222222";
const [STUDENT_A, STUDENT_B, STUDENT_C] = ["a", "b", "c"].map((letter) => `${letter.repeat(8)}-0000-4000-8000-000000000000`);
const MONTHLY = "b1111111-0000-4000-8000-000000000001";
const DAILY = "b2222222-0000-4000-8000-000000000002";
const CUSTOM_RENT = "b3333333-0000-4000-8000-000000000003";

let database: Database;

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate(migrationsUpTo(LAST_MIGRATION_BEFORE));
  // Rows exactly as the code before the stay model wrote them.
  await database.exec(`
    insert into rooms (id, room_number, capacity, monthly_rent) values
      ('${ROOM_ONE}', 'Room 1', 2, 12000), ('${ROOM_TWO}', 'Room 2', 3, 9000);
    insert into students (id, student_name, father_name, contact_number, emergency_contact, cnic) values
      ('${STUDENT_A}', 'Ali Raza', 'Raza', '03001234567', '+92 321 4445566', '3520212345671'),
      ('${STUDENT_B}', 'Bilal Khan', 'Khan', '0301-7654321', '042-35761234', '35202-7654321-3'),
      ('${STUDENT_C}', 'Umar Farooq', 'Farooq', '0092 302 1111111', null, '12345');
    insert into bookings (id, student_id, student_name, room_id, duration_type, duration_value, total_payment, advanced_payment, security_charges, payment_mode, booking_date) values
      ('${MONTHLY}', '${STUDENT_A}', 'Ali Raza', '${ROOM_ONE}', 'months', 3, 36000, 12000, 10000, 'bank_transfer', '2025-12-20'),
      ('${DAILY}', '${STUDENT_B}', 'Bilal Khan', '${ROOM_TWO}', 'days', 10, 3000, 0, 0, null, '2025-12-30'),
      ('${CUSTOM_RENT}', '${STUDENT_C}', 'Umar Farooq', '${ROOM_ONE}', 'months', 2, 20000, 7000, 5000, 'cash', '2025-12-24');
    insert into booking_payments (booking_id, amount, paid_at, month) values
      ('${MONTHLY}', 12000, '2025-12-20T10:00:00Z', 12),
      ('${MONTHLY}', 5000, '2026-01-05T20:00:00Z', 1),
      ('${DAILY}', 3000, '2025-12-31T19:30:00Z', 1),
      ('${CUSTOM_RENT}', 7000, '2025-12-25T05:00:00Z', 12);
  `);
  await database.migrate(allMigrations);
});

afterAll(async () => {
  await database.close();
});

test("no rupee is lost: the same payments, amounts and bookings after the migration", async () => {
  const [totals] = await database.query<{ count: number; sum: number }>(
    "select count(*)::int as count, sum(amount)::int as sum from booking_payments",
  );
  expect(totals).toEqual({ count: 4, sum: 27000 });
  const [bookingCount] = await database.query<{ count: number }>("select count(*)::int as count from bookings");
  expect(bookingCount!.count).toBe(3);
});

test("each payment gets its day on the hostel's clock, its booking's mode (cash when none) and a receipt number in date order per year", async () => {
  const rows = await database.query<{
    booking_id: string;
    amount: number;
    paid_on: string;
    mode: string;
    receipt_no: string;
    voided: boolean;
  }>("select booking_id, amount, to_char(paid_on, 'YYYY-MM-DD') as paid_on, mode, receipt_no, voided from booking_payments order by seq");
  expect(rows).toEqual([
    { booking_id: MONTHLY, amount: 12000, paid_on: "2025-12-20", mode: "bank_transfer", receipt_no: "RCT-2025-0001", voided: false },
    { booking_id: CUSTOM_RENT, amount: 7000, paid_on: "2025-12-25", mode: "cash", receipt_no: "RCT-2025-0002", voided: false },
    // 19:30 UTC on 31 December is 00:30 on 1 January in Karachi: the next year's first receipt.
    { booking_id: DAILY, amount: 3000, paid_on: "2026-01-01", mode: "cash", receipt_no: "RCT-2026-0001", voided: false },
    { booking_id: MONTHLY, amount: 5000, paid_on: "2026-01-06", mode: "bank_transfer", receipt_no: "RCT-2026-0002", voided: false },
  ]);
  const counters = await database.query<{ year: number; last_number: number }>(
    "select year, last_number from receipt_counters order by year",
  );
  expect(counters).toEqual([
    { year: 2025, last_number: 2 },
    { year: 2026, last_number: 2 },
  ]);
});

test("each booking becomes an active stay in its room from its booking date, at the rent its total gives", async () => {
  const stays = await database.query<{ id: string; status: string; monthly_rent: number; leave_date: string | null }>(
    "select id, status, monthly_rent, to_char(leave_date, 'YYYY-MM-DD') as leave_date from bookings order by id",
  );
  expect(stays).toEqual([
    { id: MONTHLY, status: "active", monthly_rent: 12000, leave_date: null },
    // A days/weeks stay has a planned leave date and takes the room's rent.
    { id: DAILY, status: "active", monthly_rent: 9000, leave_date: "2026-01-08" },
    { id: CUSTOM_RENT, status: "active", monthly_rent: 10000, leave_date: null },
  ]);
  const roomsHeld = await database.query<{
    booking_id: string;
    room_id: string;
    room_number: string;
    from_date: string;
    to_date: string | null;
    monthly_rent: number;
  }>(
    "select booking_id, room_id, room_number, to_char(from_date, 'YYYY-MM-DD') as from_date, to_date, monthly_rent from stay_rooms order by booking_id",
  );
  expect(roomsHeld).toEqual([
    { booking_id: MONTHLY, room_id: ROOM_ONE, room_number: "Room 1", from_date: "2025-12-20", to_date: null, monthly_rent: 12000 },
    { booking_id: DAILY, room_id: ROOM_TWO, room_number: "Room 2", from_date: "2025-12-30", to_date: null, monthly_rent: 9000 },
    { booking_id: CUSTOM_RENT, room_id: ROOM_ONE, room_number: "Room 1", from_date: "2025-12-24", to_date: null, monthly_rent: 10000 },
  ]);
  // The days stay's one charge; monthly rent is issued by the application on first use.
  const charges = await database.query<{ booking_id: string; kind: string; amount: number; due_on: string }>(
    "select booking_id, kind, amount, to_char(due_on, 'YYYY-MM-DD') as due_on from charges",
  );
  expect(charges).toEqual([{ booking_id: DAILY, kind: "stay", amount: 3000, due_on: "2025-12-30" }]);
});

test("money is protected after the migration: no cascade deletes a payment, receipt numbers stay unique", async () => {
  await expect(database.query(`delete from bookings where id = '${MONTHLY}'`)).rejects.toThrow(/foreign key/);
  await expect(
    database.query(
      `insert into booking_payments (booking_id, amount, paid_at, month, paid_on, receipt_no) values ('${DAILY}', 1, now(), 1, current_date, 'RCT-2025-0001')`,
    ),
  ).rejects.toThrow(/unique|duplicate/);
  const [count] = await database.query<{ count: number }>("select count(*)::int as count from booking_payments");
  expect(count!.count).toBe(4);
});

test("no record of a stay goes with it: every foreign key to bookings refuses the delete", async () => {
  const keys = await database.query<{ table_name: string; on_delete: string }>(
    `select conrelid::regclass::text as table_name, confdeltype as on_delete
       from pg_constraint where contype = 'f' and confrelid = 'bookings'::regclass order by 1`,
  );
  expect(keys.map((key) => key.table_name)).toEqual(expect.arrayContaining(["booking_payments", "charges", "police_reports"]));
  // 'r' is RESTRICT: a charge, a payment, a reminder or the police report is never deleted with its stay.
  expect(keys.filter((key) => key.on_delete !== "r")).toEqual([]);
});

test("phones and CNICs end in one format; what is not a mobile number or a CNIC is kept as typed", async () => {
  const rows = await database.query<{
    student_name: string;
    contact_number: string;
    emergency_contact: string | null;
    cnic: string | null;
  }>("select student_name, contact_number, emergency_contact, cnic from students order by student_name");
  expect(rows).toEqual([
    { student_name: "Ali Raza", contact_number: "0300-1234567", emergency_contact: "0321-4445566", cnic: "35202-1234567-1" },
    { student_name: "Bilal Khan", contact_number: "0301-7654321", emergency_contact: "042-35761234", cnic: "35202-7654321-3" },
    { student_name: "Umar Farooq", contact_number: "0302-1111111", emergency_contact: null, cnic: "12345" },
  ]);
});
