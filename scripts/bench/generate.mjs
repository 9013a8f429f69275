#!/usr/bin/env node
// Large hostel history for the benchmarks (issue 6, item 10), written straight into the database.
//
//   node scripts/bench/generate.mjs [--scale 1] [--seed 42]
//     DATA_DIR=/tmp/bench-data        → the embedded PGlite database under DATA_DIR/pglite
//     DATABASE_URL=postgres://…       → a PostgreSQL database (must be empty or hold only the migrations)
//
// At --scale 1: 5,000 customers, 36 rooms, 50,000 bookings, 500,000 payments (10 per booking),
// 10 years of monthly salaries for 10 staff and 20 workers (3,600 salaries, 5,400 salary-history
// entries), 3,000 maintenance jobs and 120 monthly histories. --scale multiplies the customers,
// bookings, payments and maintenance jobs (rooms, employees and months stay as they are).
//
// How: the migrations of drizzle/ are applied (as the server does), then each table is filled by
// one `INSERT … SELECT … FROM generate_series(…)` inside a single transaction: the database builds
// the rows itself, in bulk, so nothing crosses the wire row by row. Deterministic: ids are
// uuids made of md5('<seed>:<table>:<n>') and every "random" figure is a hash of (seed, table, n), so the
// same seed gives the same rows on PGlite and PostgreSQL.
//
// The model has no "checked out" state: every booking holds a bed for ever, so a 10-year history
// puts far more bookings in a room than it has beds. The generator writes that history anyway
// (it bypasses the API's capacity check); it is a load-test data set, not a consistent hostel.
// Every booking keeps a remaining balance (10 payments of a twelfth of the total), so the payment
// write benchmark always has something to pay.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { acquireLock, migrationsFolder, dataLocations } from "../lib/database.mjs";

export const BASE = { students: 5000, rooms: 36, bookings: 50000, paymentsPerBooking: 10, staff: 10, workers: 20, months: 120, maintenance: 3000 };

/** Opens the database like the server does (migrations applied); `{ kind, exec, query, close }`. */
export async function openDatabase({ pgliteDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder });
    return { kind: "postgresql", exec: (text) => client.query(text), query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const lockFile = acquireLock(`${pgliteDir}.lock`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(pgliteDir);
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  return {
    kind: "pglite",
    exec: (text) => client.exec(text),
    query: async (text, params) => (await client.query(text, params)).rows,
    close: async () => {
      await client.close();
      fs.rmSync(lockFile, { force: true });
    },
  };
}

/** The SQL that fills every table; `h(table, n, salt)` is a deterministic integer in [0, 2^31). */
export function generationSql({ scale = 1, seed = 42 } = {}) {
  const n = {
    students: Math.round(BASE.students * scale),
    bookings: Math.round(BASE.bookings * scale),
    maintenance: Math.round(BASE.maintenance * scale),
  };
  // A version-4-shaped uuid from a hash (the API's id check accepts RFC 4122 ids only).
  const uuidOf = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing 'a' from 17)::uuid`;
  const id = (table, expr) => uuidOf(`'${seed}:${table}:' || (${expr})`);
  const h = (table, expr, salt = 0) => `(('x' || substr(md5('${seed}:${table}:${salt}:' || (${expr})), 1, 8))::bit(32)::int & 2147483647)`;
  // "Now" is fixed, so two runs give identical rows: the history ends on 2026-11-01.
  const end = `timestamptz '2026-11-01 00:00:00+05'`;
  const days = 3650;
  const roomTypes = ["single", "double", "triple", "fourth", "fifth"];
  const steps = [];
  steps.push([
    "rooms",
    `insert into rooms (id, room_number, room_type, floor_number, capacity, facilities, monthly_rent, additional_charges, available_from, created_at, updated_at)
     select ${id("room", "i")}, 'Room ' || i, (array['${roomTypes.join("','")}'])[1 + (i % 5)], (array['ground','first','second'])[1 + ((i - 1) / 12)],
       1 + (i % 5), array['Wifi','Bathroom'], 8000 + 1000 * (i % 5), 500, date '2016-11-01', ${end} - interval '${days} days', ${end} - interval '${days} days'
     from generate_series(1, ${BASE.rooms}) i`,
  ]);
  steps.push([
    "students",
    `insert into students (id, student_name, father_name, email, dob, join_date, gender, cnic, city, contact_number, current_address, department, current_year, semester, blood_group, created_at, updated_at)
     select ${id("student", "i")},
       (array['Ali','Ahmed','Usman','Bilal','Hamza','Hassan','Zain','Saad','Omar','Fahad','Imran','Kashif'])[1 + ${h("s", "i", 1)} % 12] || ' ' ||
       (array['Khan','Malik','Sheikh','Qureshi','Butt','Raza','Chaudhry','Abbasi','Iqbal','Javed'])[1 + ${h("s", "i", 2)} % 10] || ' ' || i,
       'Father of ' || i, 'student' || i || '@example.pk', date '1998-01-01' + (${h("s", "i", 3)} % 2500),
       (${end} - make_interval(days => ${days} * i / ${n.students}))::date, 'male',
       lpad((${h("s", "i", 4)} % 100000)::text, 5, '0') || '-' || lpad(i::text, 7, '0') || '-1',
       (array['Lahore','Karachi','Multan','Faisalabad','Peshawar','Quetta'])[1 + ${h("s", "i", 5)} % 6],
       '0300' || lpad(i::text, 7, '0'), 'Hostel', 'Computer Science', 1 + i % 4, 1 + i % 8, 'B+',
       ${end} - make_interval(days => ${days} * (${n.students} - i) / ${n.students}, secs => i % 86400),
       ${end} - make_interval(days => ${days} * (${n.students} - i) / ${n.students}, secs => i % 86400)
     from generate_series(1, ${n.students}) i`,
  ]);
  // Booking i: customer ≈ i·students/bookings, a room by hash, 10–14 months, booked on a day of the
  // first nine years so that its ten monthly payments fall before the end of the history.
  steps.push([
    "bookings",
    `insert into bookings (id, student_id, student_name, room_id, duration_type, duration_value, total_payment, advanced_payment, security_charges,
       security_payment_mode, payment_mode, booking_date, paid_months, created_at, updated_at)
     select ${id("booking", "b.i")}, s.id, s.student_name, r.id, 'months', b.months, r.monthly_rent * b.months, (r.monthly_rent * b.months) / 12,
       5000, case when b.i % 3 = 0 then 'bank_transfer' else 'cash' end, case when b.i % 4 = 0 then 'bank_transfer' else 'cash' end,
       (b.at)::date, 10, b.at, b.at
     from (select i, 10 + ${h("b", "i", 1)} % 5 as months, ${id("room", `1 + ${h("b", "i", 2)} % ${BASE.rooms}`)} as room,
                  ${id("student", `1 + ((i - 1)::bigint * ${n.students} / ${n.bookings})::int`)} as student,
                  ${end} - interval '${days} days' + make_interval(days => (3285 * (i - 1)::bigint / ${n.bookings})::int, secs => ${h("b", "i", 3)} % 86400) as at
           from generate_series(1, ${n.bookings}) i) b
     join students s on s.id = b.student
     join rooms r on r.id = b.room`,
  ]);
  steps.push([
    "booking_payments",
    `insert into booking_payments (id, booking_id, amount, paid_at, month, created_at)
     select ${id("payment", "b.n * 100 + k")}, b.id, b.total_payment / 12, p.at, extract(month from p.at at time zone 'Asia/Karachi')::smallint, p.at
     from (select id, total_payment, created_at, row_number() over (order by id) as n from bookings) b
     cross join generate_series(0, ${BASE.paymentsPerBooking - 1}) k
     cross join lateral (select b.created_at + make_interval(months => k) as at) p`,
  ]);
  const employees = (table, count, extra, extraValues) =>
    `insert into ${table} (id, full_name, email, phone, dob, join_date, gender, salary, address, cnic, department, ${extra}, created_at, updated_at)
     select ${id(table, "i")}, '${table} member ' || i, '${table}' || i || '@hostel.pk', '0311' || lpad(i::text, 7, '0'), date '1985-01-01' + i * 97,
       date '2016-11-01', 'Male', 25000 + 1000 * i, 'Lahore', '35202-' || lpad(i::text, 7, '0') || '-1', 'Hostel', ${extraValues},
       ${end} - interval '${days} days', ${end} - interval '${days} days'
     from generate_series(1, ${count}) i`;
  steps.push(["staff", employees("staff", BASE.staff, "designation", "'Warden'")]);
  steps.push(["workers", employees("workers", BASE.workers, "job_role, shift_timing", "'Cleaner', 'Morning'")]);
  // One salary per employee per month for 120 months; every second one was edited once (a second history entry).
  steps.push([
    "salaries",
    `insert into salaries (id, employee_type, employee_id, full_name, basic_salary, allowances, deductions, net_salary, salary_month, payment_date, created_at, updated_at)
     select ${id("salary", "e.n * 1000 + m")}, e.kind, e.id, e.full_name, e.salary, 2000, m % 3 * 500, e.salary + 2000 - m % 3 * 500,
       to_char(timestamp '2016-11-01' + make_interval(months => m), 'YYYY-MM'),
       timestamptz '2016-11-28 12:00:00+05' + make_interval(months => m), timestamptz '2016-11-28 12:00:00+05' + make_interval(months => m),
       timestamptz '2016-11-28 12:00:00+05' + make_interval(months => m)
     from (select 'Staff' as kind, id, full_name, salary, row_number() over (order by id) as n from staff
           union all select 'Worker', id, full_name, salary, 100 + row_number() over (order by id) from workers) e
     cross join generate_series(0, ${BASE.months - 1}) m`,
  ]);
  steps.push([
    "salary_history",
    `insert into salary_history (id, salary_id, basic_salary, allowances, deductions, net_salary, salary_month, payment_date, created_at)
     select ${uuidOf(`'${seed}:salary_history:' || s.id || ':' || v`)}, s.id, s.basic_salary, s.allowances, s.deductions, s.net_salary, s.salary_month,
       s.payment_date, s.created_at + make_interval(days => v)
     from salaries s cross join generate_series(0, 1) v
     where v = 0 or ${h("sh", "s.id::text")} % 2 = 0`,
  ]);
  steps.push([
    "maintenance",
    `insert into maintenance (id, title, maintenance_type, location, issue_description, assigned_to, status, total_cost, payment_method, payment_date, paid_by,
       work_start_date, work_completion_date, created_at, updated_at)
     select ${id("maintenance", "i")}, 'Job ' || i, (array['Plumbing','Electrical','Cleaning','Furniture','Gardening','Painting','Geyser','Fridge','Other'])[1 + ${h("m", "i", 1)} % 9],
       'Room ' || (1 + ${h("m", "i", 2)} % 36), 'Repair number ' || i, 'Worker ' || (1 + i % 20), 'Completed', 500 + ${h("m", "i", 3)} % 20000, 'Cash',
       (${end} - make_interval(days => ${days} * (${n.maintenance} - i) / ${n.maintenance}))::date, 'Warden',
       (${end} - make_interval(days => ${days} * (${n.maintenance} - i) / ${n.maintenance}))::date,
       (${end} - make_interval(days => ${days} * (${n.maintenance} - i) / ${n.maintenance}))::date,
       ${end} - make_interval(days => ${days} * (${n.maintenance} - i) / ${n.maintenance}), ${end} - make_interval(days => ${days} * (${n.maintenance} - i) / ${n.maintenance})
     from generate_series(1, ${n.maintenance}) i`,
  ]);
  steps.push([
    "histories",
    `insert into histories (id, month, students, bookings, staff, workers, staff_salary, worker_salary, total_salary, security_charges, maintenance_cost,
       paid_amount, received_amount, electricity_bill, water_bill, gas_bill, internet_bill, other_bills, created_at, updated_at)
     select ${id("history", "m")}, to_char(timestamp '2016-11-01' + make_interval(months => m), 'YYYY-MM'), 300 + m, 400 + m, ${BASE.staff}, ${BASE.workers},
       400000, 600000, 1000000, 50000, 30000 + m * 100, 1500000, 1400000, 90000, 8000, 12000, 6000, 5000,
       timestamptz '2016-12-01 10:00:00+05' + make_interval(months => m), timestamptz '2016-12-01 10:00:00+05' + make_interval(months => m)
     from generate_series(0, ${BASE.months - 1}) m`,
  ]);
  return steps;
}

/** Fills an empty database; returns `{ kind, seconds, counts, perTable }`. */
export async function generate({ scale = 1, seed = 42, locations = dataLocations(), log = console.log } = {}) {
  const started = performance.now();
  const db = await openDatabase(locations);
  try {
    const [{ value: existing }] = await db.query("select count(*)::int as value from bookings");
    if (existing > 0) throw new Error(`The ${db.kind} database already holds ${existing} bookings: generate into an empty one.`);
    const perTable = {};
    await db.exec("begin");
    for (const [table, text] of generationSql({ scale, seed })) {
      const t = performance.now();
      await db.exec(text);
      perTable[table] = (performance.now() - t) / 1000;
      log(`  ${table.padEnd(17)} ${perTable[table].toFixed(1)} s`);
    }
    await db.exec("commit");
    const t = performance.now();
    await db.exec("analyze");
    perTable.analyze = (performance.now() - t) / 1000;
    const counts = {};
    for (const table of ["students", "rooms", "bookings", "booking_payments", "staff", "workers", "salaries", "salary_history", "maintenance", "histories"]) {
      counts[table] = (await db.query(`select count(*)::int as value from ${table}`))[0].value;
    }
    return { kind: db.kind, seconds: (performance.now() - started) / 1000, counts, perTable };
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { scale: { type: "string", default: "1" }, seed: { type: "string", default: "42" } } });
  const result = await generate({ scale: Number(values.scale), seed: Number(values.seed) });
  console.log(`Generated on ${result.kind} in ${result.seconds.toFixed(1)} s:`, JSON.stringify(result.counts));
}
