#!/usr/bin/env node
// A ten-year hostel history for the benchmarks, written straight into the database.
//
//   node scripts/bench/generate.mjs [--scale 1] [--seed 42] [--today YYYY-MM-DD]
//     DATA_DIR=/tmp/bench-data        → the embedded PGlite database under DATA_DIR/pglite
//     DATABASE_URL=postgres://…       → a PostgreSQL database (must be empty or hold only the migrations)
//
// The hostel: 36 rooms with 107 beds. Each bed holds one stay after another for the ten years up to
// `today` (default: today on the hostel's calendar), with a few days empty between two stays, so no
// room ever holds more stays than it has beds. At --scale 1 about 5,000 stays of 19 to 131 days
// (75 on average) follow each other, one per resident (5,000 residents); --scale multiplies the
// residents and the stays, which get shorter in the same proportion (at --scale 10, ~52,000 stays of
// about a week: consistent, but no longer what a hostel looks like).
//
// Every stay is a monthly stay that checks in on any day and follows lib/money/README.md:
// - checked out (almost all): its rent line per month from the check-in month to the leave month,
//   issued in full as the month began (the check-in month prorated from the check-in day), then at
//   check-out an adjustment that prorates the leave month, the sudden-departure fee (no notice, or
//   less than 10 days; one in three waived), a damage or a lost key now and then, and a settlement
//   row where the deposit (one month's rent) settles the balance;
// - the bed's current stay today: active, or on notice when it leaves within 10 days; rent charged
//   through this month (charged_through set); the bed's next stay, when it begins within 10 days, is
//   reserved with its advance paid yesterday; a few stays were cancelled before they began.
// Payments: 10 per stay (1 for reserved and cancelled ones), spread from check-in to the last day.
// Most residents paid every rent and extra line as issued (the prorated leave month comes back as credit
// with the deposit); 7% left owing more than their deposit; 30% of the current residents are one to three
// months behind, 3% paid ahead. 0.3% of the stays have one more payment, entered twice and voided.
// Receipt numbers RCT-YYYY-NNNN count from 0001 in each year, in order of payment, with no gap;
// receipt_counters holds each year's last number.
// Bills beyond rent (docs/bills.md), as the panel would have issued them: the charge types Mess (7,000 a
// month), Laundry (800), Room cooler (1,000, April to September), Heater (800, December to February)
// and Guest night (500, one-off), the Electricity rate (65 a unit) and the late fee (500 after 5 days'
// grace, counted since the history began). 80% of the stays take the mess (one in ten stops it after
// 20 to 60 days), 30% laundry (from a few days after the check-in), 30% the cooler and 25% the heater:
// one `extra` line per month covered, issued with the rent, the leave month prorated at check-out. Each
// room's meter is read on the 1st of every month and at every check-out; each bill is split among the
// stays in the room by bed-days. One stay in seven had a guest night. The payments below pay these too,
// and decide the late fees: a month whose rent the payments made by its due day + 5 did not cover is
// fined, the fees come out of the deposit at check-out, and a current resident who paid everything paid
// them with the last payment. Live stays are marked reconciled today (bookings.reconciled_on).
// Also 10 staff and 20 workers with 120 monthly salaries each, 3,000 maintenance jobs (multiplied by
// --scale) and 120 monthly histories, all in the ten years up to `today`.
//
// How: the migrations of drizzle/ are applied (as the server does), then each table is filled by one
// `INSERT … SELECT … FROM generate_series(…)` inside a single transaction, the stays first planned
// into a temporary table: the database builds the rows itself, in bulk. Deterministic: ids are uuids
// made of md5('<seed>:<table>:<n>') and every "random" figure is a hash of (seed, table, n), so a
// seed and a day give the same rows on PGlite and PostgreSQL. scripts/bench/check.ts checks the
// result against the rules of lib/money (its rent and check-out checks predate the extras).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { acquireLock, migrationsFolder, dataLocations, releaseLock } from "../lib/database.mjs";
import { createPglite } from "../../lib/server/db/pglite.mjs";

export const BASE = { students: 5000, stays: 5000, rooms: 36, paymentsPerStay: 10, staff: 10, workers: 20, months: 120, maintenance: 3000 };
// Bills beyond rent (docs/bills.md): the types an owner keeps (`subscribed`: the share of stays, in %,
// that take a monthly one), the Electricity rate in paisa per unit, and the late fee.
export const EXTRA_TYPES = [
  { key: "mess", name: "Mess", nameUr: "میس", kind: "monthly", amount: 7000, months: [], subscribed: 80 },
  { key: "laundry", name: "Laundry", nameUr: "لانڈری", kind: "monthly", amount: 800, months: [], subscribed: 30 },
  { key: "cooler", name: "Room cooler", nameUr: "روم کولر", kind: "monthly", amount: 1000, months: [4, 5, 6, 7, 8, 9], subscribed: 30 },
  { key: "heater", name: "Heater", nameUr: "ہیٹر", kind: "monthly", amount: 800, months: [12, 1, 2], subscribed: 25 },
  { key: "guest", name: "Guest night", nameUr: "مہمان کی رات", kind: "one_off", amount: 500, months: [] },
];
const ELECTRICITY_RATE_PAISA = 6500;
const LATE_FEE = { graceDays: 5, amount: 500 };
const ROOM_CAPACITY = (room) => 1 + (room % 5);
export const BEDS = Array.from({ length: BASE.rooms }, (_, i) => ROOM_CAPACITY(i + 1)).reduce((a, b) => a + b, 0);

/** Today on the hostel's calendar (Asia/Karachi, the panel's default HOSTEL_TIMEZONE), YYYY-MM-DD. */
export function hostelToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: process.env.HOSTEL_TIMEZONE || "Asia/Karachi",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Opens the database like the server does (migrations applied); `{ kind, exec, query, close }`. */
export async function openDatabase({ pgliteDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder });
    return {
      kind: "postgresql",
      exec: (text) => client.query(text),
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  fs.mkdirSync(path.dirname(pgliteDir), { recursive: true, mode: 0o700 });
  const lockFile = await acquireLock(`${pgliteDir}.lock`);
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await createPglite(pgliteDir);
  await migrate(drizzle(client), { migrationsFolder });
  return {
    kind: "pglite",
    exec: (text) => client.exec(text),
    query: async (text, params) => (await client.query(text, params)).rows,
    close: async () => {
      await client.close();
      releaseLock(lockFile);
    },
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The SQL that fills every table, as [name, statement] pairs to run in order in one transaction. */
export function generationSql({ scale = 1, seed = 42, today = hostelToday() } = {}) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`--today must be YYYY-MM-DD, not ${today}`);
  const n = {
    students: Math.max(1, Math.round(BASE.students * scale)),
    stays: Math.max(1, Math.round(BASE.stays * scale)),
    maintenance: Math.max(1, Math.round(BASE.maintenance * scale)),
  };
  // A version-4-shaped uuid from a hash (the API's id check accepts RFC 4122 ids only).
  const uuidOf = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing 'a' from 17)::uuid`;
  const id = (table, expr) => uuidOf(`'${seed}:${table}:' || (${expr})`);
  const h = (table, expr, salt = 0) => `(('x' || substr(md5('${seed}:${table}:${salt}:' || (${expr})), 1, 8))::bit(32)::int & 2147483647)`;
  const u = (table, expr, salt = 0) => `((${h(table, expr, salt)} % 1000000) / 1000000.0)`;
  // A moment of a hostel day: `hhmm` on that day in Asia/Karachi, plus `secs`.
  const at = (day, hhmm, secs = "0") =>
    `((${day})::timestamp + time '${hhmm}' + make_interval(secs => ${secs})) at time zone 'Asia/Karachi'`;
  const T = `date '${today}'`;
  const [year, month, date] = today.split("-").map(Number);
  const start = new Date(Date.UTC(year - 10, month - 1, date)).toISOString().slice(0, 10);
  const S = `date '${start}'`;
  const days = dayNumber(today) - dayNumber(start);
  const thisPeriod = today.slice(0, 7);
  // Each bed: a stay, then an empty gap, again and again. The mean of (stay + gap) is what makes
  // about n.stays stays fit in the beds over the ten years (the first 15 days the hostel fills up).
  const meanCycle = (BEDS * (days - 15)) / n.stays;
  const meanLength = 0.96 * meanCycle;
  const maxGap = 0.08 * meanCycle;
  const minLength = Math.max(1, Math.round(0.25 * meanLength));
  // Enough candidate stays per bed to reach past today + 10 days even if every one were the shortest.
  const perBed = Math.ceil((days + 10) / minLength) + 1;
  const cancelled = Math.max(1, Math.round(n.stays * 0.005));
  const roomRent = (room) => `(8000 + 1000 * (${room} % 5))`;
  const roomTypes = ["single", "double", "triple", "fourth", "fifth"];
  const modeOf = (hash) =>
    `case when ${hash} % 100 < 55 then 'cash' when ${hash} % 100 < 80 then 'bank_transfer' when ${hash} % 100 < 92 then 'jazzcash' else 'easypaisa' end`;
  const steps = [];

  steps.push([
    "rooms",
    `insert into rooms (id, room_number, room_type, floor_number, capacity, facilities, monthly_rent, additional_charges, available_from, created_at, updated_at)
     select ${id("room", "i")}, 'Room ' || i, (array['${roomTypes.join("','")}'])[1 + (i % 5)], (array['ground','first','second'])[1 + ((i - 1) / 12)],
       1 + (i % 5), array['Wifi','Bathroom'], ${roomRent("i")}, 500, ${S}, ${at(S, "09:00")}, ${at(S, "09:00")}
     from generate_series(1, ${BASE.rooms}) i`,
  ]);

  // The plan of every stay: bed, room, dates, status, rent and what happens at check-out.
  steps.push([
    "plan",
    `create temp table bench_plan on commit drop as
     with beds as (
       select r as room, row_number() over (order by r, place)::int as bed
       from generate_series(1, ${BASE.rooms}) r cross join lateral generate_series(1, 1 + r % 5) place
     ),
     candidates as (
       select bed, room, k,
         greatest(1, round(${meanLength.toFixed(3)} * (0.25 + 1.5 * ${u("length", "bed * 100000 + k")})))::int as length,
         floor(${maxGap.toFixed(3)} * ${u("gap", "bed * 100000 + k")})::int as gap
       from beds cross join generate_series(1, ${perBed}) k
     ),
     timed as (
       select bed, room, k, length,
         ${S} + ${h("open", "bed")} % 15 + (sum(gap + length) over (partition by bed order by k))::int - length as check_in
       from candidates
     ),
     in_beds as (
       select * from (
         select bed, room, k, check_in, check_in + length - 1 as planned_end,
           case when check_in + length - 1 < ${T} then 'checked_out'
                when check_in <= ${T} and check_in + length - 1 <= ${T} + 10 then 'notice'
                when check_in <= ${T} then 'active'
                when check_in <= ${T} + 10 and k = min(k) filter (where check_in > ${T}) over (partition by bed) then 'reserved'
           end as status
         from timed) t
       where status is not null
     ),
     stays as (
       select bed, room, k, status, check_in, planned_end, case when status = 'reserved' then ${T} - 1 else check_in end as booked_on, null::date as cancelled_on
       from in_beds
       union all
       select null, 1 + ${h("cancel", "i", 1)} % ${BASE.rooms}, i, 'cancelled', (date_trunc('month', booked_on::timestamp) + interval '2 months')::date + ${h("cancel", "i", 2)} % 20,
         null, booked_on, booked_on + ${h("cancel", "i", 3)} % 5
       from (select i, ${S} + ${h("cancel", "i", 4)} % ${days - 100} as booked_on from generate_series(1, ${cancelled}) i) c
     ),
     numbered as (
       select *, row_number() over (order by booked_on, check_in, bed nulls first, k)::int as n, count(*) over ()::int as total from stays
     ),
     dated as (
       select *,
         case status when 'checked_out' then planned_end when 'notice' then planned_end when 'cancelled' then cancelled_on end as leave_date,
         case when status = 'checked_out' and ${h("notice", "n")} % 100 < 80 then greatest(check_in, planned_end - 10 - ${h("notice", "n", 2)} % 20)
              when status = 'notice' then greatest(check_in, least(${T} - 1, planned_end - 10 - ${h("notice", "n", 2)} % 15)) end as notice_date
       from numbered
     )
     select n, ${id("booking", "n")} as id, bed, room, 1 + ((n - 1)::bigint * ${n.students} / total)::int as resident, status, check_in, booked_on,
       leave_date, notice_date, greatest(3000, ${roomRent("room")} - 500 * ((${T} - check_in) / 365)) as rent,
       greatest(1, round(coalesce(planned_end - check_in + 1, 30 * (1 + n % 6)) / 30.0))::int as term,
       status = 'checked_out' and (notice_date is null or leave_date - notice_date < 10) as sudden,
       status = 'checked_out' and (notice_date is null or leave_date - notice_date < 10) and ${h("waive", "n")} % 3 = 0 as waived,
       case when status = 'checked_out' and ${h("damage", "n")} % 100 < 4 then 500 + 100 * (${h("damage", "n", 2)} % 45) else 0 end as damage,
       (array['Broken chair','Cracked mirror','Stained mattress','Damaged cupboard door','Broken window pane'])[1 + ${h("damage", "n", 3)} % 5] as damage_item,
       status = 'checked_out' and ${h("key", "n")} % 100 < 3 as key_lost
     from dated`,
  ]);

  steps.push([
    "students",
    `insert into students (id, student_name, father_name, email, dob, join_date, gender, cnic, city, contact_number, current_address, department, current_year, semester, blood_group, created_at, updated_at)
     select ${id("student", "i")},
       (array['Ali','Ahmed','Usman','Bilal','Hamza','Hassan','Zain','Saad','Omar','Fahad','Imran','Kashif'])[1 + ${h("s", "i", 1)} % 12] || ' ' ||
       (array['Khan','Malik','Sheikh','Qureshi','Butt','Raza','Chaudhry','Abbasi','Iqbal','Javed'])[1 + ${h("s", "i", 2)} % 10] || ' ' || i,
       'Father of ' || i, 'student' || i || '@example.pk', date '1990-01-01' + ${h("s", "i", 3)} % 5000, j.day, 'male',
       lpad((${h("s", "i", 4)} % 100000)::text, 5, '0') || '-' || lpad(i::text, 7, '0') || '-1',
       (array['Lahore','Karachi','Multan','Faisalabad','Peshawar','Quetta'])[1 + ${h("s", "i", 5)} % 6],
       '0300' || lpad(i::text, 7, '0'), 'Hostel', 'Computer Science', 1 + i % 4, 1 + i % 8, 'B+',
       ${at("j.day", "09:00", "i % 3600")}, ${at("j.day", "09:00", "i % 3600")}
     from generate_series(1, ${n.students}) i
     left join (select resident, min(booked_on) as first_stay from bench_plan group by resident) f on f.resident = i
     cross join lateral (select coalesce(f.first_stay, ${S} + (${days}::bigint * (i - 1) / ${n.students})::int) as day) j`,
  ]);

  steps.push([
    "bookings",
    `insert into bookings (id, student_id, student_name, room_id, duration_type, duration_value, total_payment, advanced_payment, security_charges,
       security_payment_mode, payment_mode, booking_date, paid_months, status, monthly_rent, notice_date, leave_date, charged_through, reconciled_on,
       created_at, updated_at)
     select p.id, s.id, s.student_name, r.id, 'months', p.term, p.rent * p.term, case when p.status in ('reserved', 'cancelled') then p.rent else 0 end, p.rent,
       case when ${h("deposit-mode", "p.n")} % 3 = 0 then 'bank_transfer' else 'cash' end, ${modeOf(h("mode", "p.n"))},
       p.check_in, 0, p.status, p.rent, p.notice_date, p.leave_date,
       case when p.status in ('checked_out', 'cancelled') then to_char(p.leave_date, 'YYYY-MM') else '${thisPeriod}' end,
       -- Every live stay's lines are generated up to today: its first read today has nothing to reconcile.
       case when p.status in ('reserved', 'active', 'notice') then ${T} end,
       ${at("p.booked_on", "11:00", `${h("booked", "p.n")} % 21600`)},
       case p.status when 'checked_out' then ${at("p.leave_date", "17:00")} when 'notice' then ${at("p.notice_date", "12:00")}
         when 'cancelled' then ${at("p.leave_date", "12:00")} else ${at("p.booked_on", "11:00", `${h("booked", "p.n")} % 21600`)} end
     from bench_plan p
     join students s on s.id = ${id("student", "p.resident")}
     join rooms r on r.id = ${id("room", "p.room")}`,
  ]);

  steps.push([
    "stay_rooms",
    `insert into stay_rooms (id, booking_id, room_id, room_number, from_date, to_date, monthly_rent, created_at)
     select ${id("stay_room", "p.n")}, p.id, r.id, r.room_number, p.check_in, case when p.status = 'checked_out' then p.leave_date end, p.rent,
       ${at("p.booked_on", "11:00", `${h("booked", "p.n")} % 21600`)}
     from bench_plan p join rooms r on r.id = ${id("room", "p.room")}`,
  ]);

  // Bills beyond rent (docs/bills.md): the owner's charge types, the Electricity rate (the types
  // Electricity, Late fee and Room charges come with migration 0014) and the late-fee setting, on
  // since the history began.
  steps.push([
    "electricity_rate",
    `update charge_types set amount_paisa = ${ELECTRICITY_RATE_PAISA}, updated_at = ${at(S, "09:00")} where system = 'electricity'`,
  ]);
  steps.push([
    "charge_types",
    `insert into charge_types (id, name, name_ur, kind, amount_paisa, months, created_at, updated_at)
     select ${id("charge_type", "t.i")}, t.name, t.name_ur, t.kind, t.amount * 100, t.months::smallint[], ${at(S, "09:00", "t.i")}, ${at(S, "09:00", "t.i")}
     from (values ${EXTRA_TYPES.map((type, i) => `(${i + 1}, '${type.name}', '${type.nameUr}', '${type.kind}', ${type.amount}, '{${type.months.join(",")}}')`).join(", ")})
       t(i, name, name_ur, kind, amount, months)
     order by t.i`,
  ]);
  const lateFee = { graceDays: LATE_FEE.graceDays, amount: LATE_FEE.amount, from: start };
  steps.push([
    "settings",
    `insert into settings (key, value) values ('hostel_settings', '${JSON.stringify({ lateFee })}') on conflict (key) do update set value = excluded.value`,
  ]);
  const typeId = (where) => `(select id from charge_types where ${where})`;

  // Subscriptions from the check-in (laundry from a few days later), at the type's price; one mess in
  // ten was stopped after 20 to 60 days. Reserved and cancelled stays have none.
  const monthlyTypes = EXTRA_TYPES.filter((type) => type.kind === "monthly");
  steps.push([
    "subscriptions",
    `insert into subscriptions (id, booking_id, type_id, from_date, to_date, amount, created_at, updated_at)
     select ${uuidOf(`'${seed}:subscription:' || p.n || ':' || t.key`)}, p.id, ct.id, s.from_date, s.to_date, (ct.amount_paisa / 100)::int,
       ${at("s.from_date", "09:00")}, ${at("s.from_date", "09:00")}
     from bench_plan p
     cross join (values ${monthlyTypes.map((type) => `('${type.key}', '${type.name}', ${type.subscribed})`).join(", ")}) t(key, name, subscribed)
     join charge_types ct on ct.name = t.name
     cross join lateral (
       select case when t.key = 'laundry' then p.check_in + ${h("subscription-from", "p.n")} % 20 else p.check_in end as from_date,
         case when t.key = 'mess' and ${h("subscription-to", "p.n")} % 100 < 10 then p.check_in + 20 + ${h("subscription-to", "p.n", 1)} % 40 end as to_date) s
     where p.status in ('checked_out', 'active', 'notice') and ${h("subscription", "p.n || ':' || t.key")} % 100 < t.subscribed
       and s.from_date <= case when p.status = 'checked_out' then p.leave_date else ${T} end`,
  ]);

  // Each room's meter, read on the day the history begins (which only starts it), on the 1st of every
  // month and at every check-out (dated the day after the leave date, as the check-out's reading is).
  steps.push([
    "reading_days",
    `create temp table bench_readings on commit drop as
     select room, day, bool_or(at_check_out) as at_check_out, row_number() over (partition by room order by day)::int as k,
       lag(day) over (partition by room order by day) as previous_day
     from (
       select r as room, ${S} as day, false as at_check_out from generate_series(1, ${BASE.rooms}) r
       union all
       select r, m::date, false from generate_series(1, ${BASE.rooms}) r
         cross join generate_series(date_trunc('month', ${S}::timestamp) + interval '1 month', ${T}::timestamp, interval '1 month') m
       union all
       select room, leave_date + 1, true from bench_plan where status = 'checked_out'
     ) days
     group by room, day`,
  ]);
  // The days each stay held a bed of the room between a reading and the one before (lib/server/services/readings.ts: bedDaysIn).
  steps.push([
    "bed_days",
    `create temp table bench_bed_days on commit drop as
     select rd.room, rd.k, p.n, p.id, p.check_in,
       least(case when p.status = 'checked_out' then p.leave_date else 'infinity'::date end, rd.day - 1) - greatest(p.check_in, rd.previous_day) + 1 as bed_days
     from bench_readings rd join bench_plan p on p.room = rd.room and p.status in ('checked_out', 'active', 'notice')
     where rd.previous_day is not null and p.check_in <= rd.day - 1 and (p.status <> 'checked_out' or p.leave_date >= rd.previous_day)`,
  ]);
  // Units: 1 to 3 a bed-day and up to 9 more (the fridge, the corridor light), so an empty room's bill is the hostel's.
  steps.push([
    "meter",
    `create temp table bench_meter on commit drop as
     select rd.*, coalesce(b.bed_days, 0) as bed_days, u.units, (u.units::bigint * ${ELECTRICITY_RATE_PAISA} + 50) / 100 as bill,
       (1000 + ${h("meter", "rd.room")} % 9000 + sum(u.units) over (partition by rd.room order by rd.day))::int as reading
     from bench_readings rd
     left join (select room, k, sum(bed_days)::int as bed_days from bench_bed_days group by room, k) b on b.room = rd.room and b.k = rd.k
     cross join lateral (
       select case when rd.previous_day is null then 0
         else coalesce(b.bed_days, 0) * (1 + ${h("units", "rd.room * 100000 + rd.k")} % 3) + ${h("units", "rd.room * 100000 + rd.k", 1)} % 10 end as units) u`,
  ]);
  steps.push([
    "meter_readings",
    `insert into meter_readings (id, room_id, room_number, read_on, reading, rate_paisa, created_at)
     select ${id("reading", "m.room * 100000 + m.k")}, r.id, r.room_number, m.day, m.reading, ${ELECTRICITY_RATE_PAISA},
       case when m.at_check_out then ${at("m.day - 1", "17:00")} else ${at("m.day", "10:00")} end
     from bench_meter m join rooms r on r.id = ${id("room", "m.room")}`,
  ]);

  // Every line but the late fees, first in a table of their own: the payments follow from them, and the
  // late fees from the payments; all then go into charges in the order they were issued (seq).
  // Rent lines as they were issued month by month (the check-in month prorated from the check-in day),
  // then what check-out added: the adjustment prorating the leave month and the check-out items.
  steps.push([
    "rent_lines",
    `create temp table bench_lines on commit drop as
     with months as (
       select p.*, m::date as m_first, (m + interval '1 month')::date - 1 as m_last
       from bench_plan p
       cross join lateral generate_series(date_trunc('month', p.check_in::timestamp),
         date_trunc('month', (case when p.status = 'checked_out' then p.leave_date else ${T} end)::timestamp), interval '1 month') m
       where p.status <> 'cancelled'
     ),
     issued as (
       select *, greatest(m_first, check_in) as charged_on, m_last - m_first + 1 as month_days,
         case when m_first = date_trunc('month', check_in::timestamp)::date then check_in else m_first + 4 end as due_on,
         (2 * rent * (m_last - greatest(m_first, check_in) + 1) + (m_last - m_first + 1)) / (2 * (m_last - m_first + 1)) as amount
       from months
     ),
     lines as (
       select n, id, 'rent' as kind, to_char(m_first, 'YYYY-MM') as period, 'Rent for ' || to_char(m_first, 'FMMonth YYYY') as description, amount,
         charged_on, due_on, ${at("greatest(m_first, booked_on)", "09:00", `${h("issued", "n")} % 3600`)} as issued_at, 0 as rank
       from issued
       union all
       select n, id, 'adjustment', to_char(m_first, 'YYYY-MM'), 'Adjustment for ' || to_char(m_first, 'FMMonth YYYY'), target - amount,
         charged_on, due_on, ${at("leave_date", "17:00")}, 1
       from (select *, (2 * rent * (leave_date - greatest(m_first, check_in) + 1) + month_days) / (2 * month_days) as target
             from issued where status = 'checked_out' and leave_date < m_last) prorated
       where target <> amount
       union all
       select n, id, 'sudden_departure', null, 'Sudden departure (no 10 days'' notice)', rent, leave_date, leave_date, ${at("leave_date", "17:00")}, 2
       from bench_plan where sudden and not waived
       union all
       select n, id, 'damage', null, damage_item, damage, leave_date, leave_date, ${at("leave_date", "17:00")}, 3 from bench_plan where damage > 0
       union all
       select n, id, 'lost_key', null, 'Lost key', 500, leave_date, leave_date, ${at("leave_date", "17:00")}, 4 from bench_plan where key_lost
     )
     select n, id, kind, period, description, amount::int as amount, charged_on, due_on, issued_at, rank as ord, null::uuid as type_id, null::text as source,
       null::uuid as reading_id, kind || ':' || coalesce(period, '') as line_key
     from lines`,
  ]);
  const LINE_COLUMNS =
    "n, id, kind, period, description, amount, charged_on, due_on, issued_at, ord, type_id, source, reading_id, line_key";

  // Monthly extras (docs/bills.md, B1) issued with the rent: each month a subscription covers (in its
  // type's months) at round(amount × days covered / days in month), half up, from its first covered
  // day, due the 5th or that day when later; at check-out an adjustment prorates the leave month.
  steps.push([
    "monthly_extras",
    `insert into bench_lines (${LINE_COLUMNS})
     with subscribed as (
       select p.n, p.id, p.status, p.leave_date, s.from_date, s.to_date, s.amount, ct.id as type_id, ct.name, ct.months, ct.seq,
         greatest(s.from_date, p.check_in) as start,
         case when p.status = 'checked_out' then least(coalesce(s.to_date, p.leave_date), p.leave_date) else s.to_date end as stop
       from subscriptions s join bench_plan p on p.id = s.booking_id join charge_types ct on ct.id = s.type_id
     ),
     months as (
       select u.*, m::date as m_first, (m + interval '1 month')::date - 1 as m_last
       from subscribed u
       cross join lateral generate_series(date_trunc('month', u.start::timestamp), date_trunc('month', least(coalesce(u.stop, ${T}), ${T})::timestamp), interval '1 month') m
       where cardinality(u.months) = 0 or extract(month from m)::smallint = any(u.months)
     ),
     issued as (
       select *, greatest(start, m_first) as covered_from, greatest(m_first + 4, start) as due,
         (2 * amount * (least(coalesce(to_date, m_last), m_last) - greatest(start, m_first) + 1) + (m_last - m_first + 1)) / (2 * (m_last - m_first + 1)) as issued,
         (2 * amount * (least(coalesce(stop, m_last), m_last) - greatest(start, m_first) + 1) + (m_last - m_first + 1)) / (2 * (m_last - m_first + 1)) as target
       from months
     )
     select n, id, 'extra', to_char(m_first, 'YYYY-MM'), name || ' — ' || to_char(m_first, 'FMMonth YYYY'), issued, covered_from, due,
       ${at("greatest(m_first, from_date)", "09:00", `${h("issued", "n")} % 3600 + 1`)}, 1 + seq, type_id, 'monthly', null::uuid,
       'extra:' || lower(name) || ':' || to_char(m_first, 'YYYY-MM')
     from issued
     union all
     select n, id, 'adjustment', to_char(m_first, 'YYYY-MM'), 'Adjustment for ' || name || ' — ' || to_char(m_first, 'FMMonth YYYY'), target - issued,
       covered_from, due, ${at("leave_date", "17:00")}, 1 + seq, type_id, 'monthly', null::uuid, 'adjustment:' || lower(name) || ':' || to_char(m_first, 'YYYY-MM')
     from issued where target <> issued`,
  ]);

  // Electricity (docs/bills.md, "Electricity by meter"): each reading's bill split by bed-days, each
  // share rounded down and the rupees left one each to the largest remainders (ties: the earlier
  // check-in, then the smaller booking id); a share is dated the reading's day and due a week later.
  steps.push([
    "meter_shares",
    `insert into bench_lines (${LINE_COLUMNS})
     select s.n, s.id, 'extra', to_char(m.day - 1, 'YYYY-MM'),
       'Electricity: ' || to_char(m.units, 'FM999,999,999') || case when m.units = 1 then ' unit, ' else ' units, ' end
         || to_char(m.previous_day, 'DD-MM-YYYY') || ' to ' || to_char(m.day - 1, 'DD-MM-YYYY'),
       s.amount, m.day, m.day + 7, case when m.at_check_out then ${at("m.day - 1", "17:00", "1")} else ${at("m.day", "10:00", "1")} end, 5,
       ${typeId("system = 'electricity'")}, 'meter', ${id("reading", "m.room * 100000 + m.k")}, 'meter:' || m.room || ':' || m.k
     from (
       select b.*, (floor_amount + case when row_number() over (partition by room, k order by remainder desc, check_in, id) <= left_over then 1 else 0 end)::int as amount
       from (
         select b.*, bill * bed_days / total as floor_amount, bill * bed_days % total as remainder,
           bill - sum(bill * bed_days / total) over (partition by room, k) as left_over
         from (select d.*, m.bill, m.bed_days as total from bench_bed_days d join bench_meter m on m.room = d.room and m.k = d.k) b
       ) b
     ) s
     join bench_meter m on m.room = s.room and m.k = s.k
     where s.amount > 0`,
  ]);

  // Guest nights: one in seven stays had a guest, a few twice (docs/bills.md, B2: dated the night, due the same day).
  steps.push([
    "one_off_extras",
    `insert into bench_lines (${LINE_COLUMNS})
     select p.n, p.id, 'extra', to_char(g.day, 'YYYY-MM'), ct.name, (ct.amount_paisa / 100)::int, g.day, g.day,
       ${at("g.day", "09:00", `${h("guest", "p.n * 10 + j", 2)} % 3600`)}, 1 + ct.seq, ct.id, 'one_off', null, 'one_off:' || j
     from bench_plan p cross join generate_series(1, 2) j
     join charge_types ct on ct.name = '${EXTRA_TYPES.find((type) => type.kind === "one_off").name}'
     cross join lateral (
       select p.check_in + ${h("guest", "p.n * 10 + j")} % ((case when p.status = 'checked_out' then p.leave_date else ${T} end) - p.check_in + 1) as day) g
     where p.status in ('checked_out', 'active', 'notice') and ${h("guest", "p.n * 10 + j", 1)} % 100 < case when j = 1 then 15 else 5 end`,
  ]);
  steps.push(["lines_index", "create index bench_lines_n on bench_lines (n, due_on)"]);
  steps.push(["lines_analyze", "analyze bench_lines"]);

  // What each stay paid: see the header. Receipt numbers and seq follow the moment each was recorded.
  steps.push([
    "payment_plan",
    `create temp table bench_pay on commit drop as
     with owed as (
       select p.n, p.id, p.status, p.rent, p.check_in, p.leave_date, p.booked_on,
         coalesce(sum(l.amount) filter (where l.kind in ('rent', 'extra') and l.charged_on <= p.leave_date), 0)::int as issued_lines,
         coalesce(sum(l.amount), 0)::int as charged,
         ${h("payer", "p.n")} % 1000 as payer
       from bench_plan p left join bench_lines l on l.n = p.n
       group by p.n, p.id, p.status, p.rent, p.check_in, p.leave_date, p.booked_on
     ),
     totals as (
       select *, greatest(0, case
           when status in ('reserved', 'cancelled') then rent
           when status = 'checked_out' then case when payer < 70 then charged - rent - (500 + ${h("payer", "n", 2)} % rent) else issued_lines end
           else charged + case when payer < 700 then 0 when payer < 850 then -rent when payer < 930 then -2 * rent when payer < 970 then -3 * rent else rent / 2 end
         end) as paid
       from owed
     ),
     schedule as (
       select *,
         case when status in ('reserved', 'cancelled') then 1 when paid >= ${BASE.paymentsPerStay} then ${BASE.paymentsPerStay} when paid > 0 then 1 else 0 end as count,
         case when status in ('reserved', 'cancelled') then booked_on else check_in end as first_day,
         case when status = 'checked_out' then leave_date
              when status in ('active', 'notice') then greatest(check_in, ${T} - 1 - ${h("last-paid", "n")} % 7)
              else booked_on end as last_day
       from totals
     )
     select s.n, s.id, s.status, s.payer, s.count, k, k = s.count as voided,
       (case when k < s.count - 1 or k = s.count then s.paid / s.count else s.paid - (s.count - 1) * (s.paid / s.count) end)::int as amount,
       case when k = s.count then s.first_day else s.first_day + ((s.last_day - s.first_day) * k) / greatest(s.count - 1, 1) end as paid_on
     from schedule s
     cross join lateral generate_series(0, s.count - 1 + case when s.count = ${BASE.paymentsPerStay} and ${h("void", "s.n")} % 1000 < 3 then 1 else 0 end) k`,
  ]);
  steps.push(["payment_plan_index", "create index bench_pay_n on bench_pay (n, paid_on)"]);
  steps.push(["payment_plan_analyze", "analyze bench_pay"]);

  // Late fees (docs/bills.md, B4) as reconcileLateFees finds them: for each month's rent line, on
  // D = due day + grace (D ≤ today, and D ≤ the leave date once checked out), a fee when the payments
  // dated ≤ D fall short of what allocation pays before that month's rent is paid: every line due
  // earlier (the earlier months' fees included, hence the recursion over months), then the month's rent.
  steps.push([
    "late_fees",
    `insert into bench_lines (${LINE_COLUMNS})
     with recursive rent_months as (
       select l.n, l.period, l.due_on, l.due_on + ${LATE_FEE.graceDays} as fee_day,
         row_number() over (partition by l.n order by l.due_on, l.period)::int as k,
         l.due_on + ${LATE_FEE.graceDays} between ${S} and ${T} and (p.status <> 'checked_out' or l.due_on + ${LATE_FEE.graceDays} <= p.leave_date) as counts
       from bench_lines l join bench_plan p on p.n = l.n
       where l.kind = 'rent'
     ),
     evaluated as (
       select m.*, coalesce(c.before, 0)::int as owed_before, coalesce(q.paid, 0)::int as paid
       from rent_months m
       left join lateral (
         select sum(o.amount) as before from bench_lines o
         where o.n = m.n and (o.due_on < m.due_on or (o.type_id is null and o.kind in ('rent', 'adjustment') and o.period = m.period))) c on true
       left join lateral (select sum(q.amount) as paid from bench_pay q where q.n = m.n and not q.voided and q.paid_on <= m.fee_day) q on true
     ),
     fees as (
       select n, k, period, fee_day, case when counts and paid < owed_before then ${LATE_FEE.amount} else 0 end as fee, 0 as earlier
       from evaluated where k = 1
       union all
       select e.n, e.k, e.period, e.fee_day,
         case when e.counts and e.paid < e.owed_before + f.earlier + case when f.fee_day < e.due_on then f.fee else 0 end then ${LATE_FEE.amount} else 0 end,
         f.earlier + f.fee
       from fees f join evaluated e on e.n = f.n and e.k = f.k + 1
     )
     select f.n, p.id, 'late_fee', f.period, ct.name || ' — ' || to_char(to_date(f.period, 'YYYY-MM'), 'FMMonth YYYY'), f.fee, f.fee_day, f.fee_day,
       ${at("f.fee_day", "09:00", `${h("issued", "f.n")} % 3600 + 2`)}, 6, ct.id, null, null, 'late_fee:' || f.period
     from fees f join bench_plan p on p.n = f.n cross join (select id, name from charge_types where system = 'late_fee') ct
     where f.fee > 0`,
  ]);

  // Issue order (seq) is the order they were issued in.
  steps.push([
    "charges",
    `insert into charges (id, booking_id, kind, period, description, amount, charged_on, due_on, seq, created_at, type_id, source, reading_id)
     select ${id("charge", "n || ':' || line_key")}, id, kind, period, description, amount, charged_on, due_on,
       row_number() over (order by issued_at, n, ord, period, line_key), issued_at, type_id, source, reading_id
     from bench_lines`,
  ]);

  // The payments as planned; a current resident who paid everything also paid the late fees with the
  // last payment, when it came after every fee's day (so it decided none of them).
  steps.push([
    "booking_payments",
    `insert into booking_payments (id, booking_id, amount, paid_at, month, paid_on, mode, reference, receipt_no, seq, voided, void_reason, voided_at, created_at)
     with settled_fees as (
       select q.*, q.amount + case when q.k = q.count - 1 and q.status in ('active', 'notice') and (q.payer < 700 or q.payer >= 970)
           and q.paid_on > coalesce(d.last_fee_day, q.paid_on) then coalesce(f.fees, 0) else 0 end as paid_amount
       from bench_pay q
       left join (select n, sum(amount)::int as fees from bench_lines where kind = 'late_fee' group by n) f on f.n = q.n
       left join (select n, max(due_on + ${LATE_FEE.graceDays}) as last_fee_day from bench_lines
                  where kind = 'rent' and due_on + ${LATE_FEE.graceDays} <= ${T} group by n) d on d.n = q.n
     ),
     recorded as (
       select *, case when voided then 0 else k end as original,
         ${at("paid_on", "10:00", `${h("paid-at", "n * 16 + case when voided then 0 else k end")} % 28800 + case when voided then 300 else 0 end`)} as paid_at
       from settled_fees
     )
     select ${id("payment", "n * 16 + k")}, id, paid_amount, paid_at, extract(month from paid_on)::smallint, paid_on,
       ${modeOf(h("payment-mode", "n * 16 + original"))},
       case when ${h("payment-mode", "n * 16 + original")} % 100 >= 55 then upper(substr(md5('${seed}:reference:' || (n * 16 + original)), 1, 12)) end,
       'RCT-' || extract(year from paid_on) || '-' || lpad(number::text, greatest(4, length(number::text)), '0'),
       row_number() over (order by paid_at, n, k), voided, case when voided then 'Entered twice' end, case when voided then paid_at + interval '1 hour' end, paid_at
     from (select *, row_number() over (partition by extract(year from paid_on) order by paid_at, n, k) as number from recorded) numbered`,
  ]);
  steps.push([
    "receipt_counters",
    `insert into receipt_counters (year, last_number) select extract(year from paid_on)::int, count(*) from booking_payments group by 1`,
  ]);
  steps.push([
    "sequences",
    `select setval(pg_get_serial_sequence('booking_payments', 'seq'), coalesce((select max(seq) from booking_payments), 0) + 1, false),
            setval(pg_get_serial_sequence('charges', 'seq'), coalesce((select max(seq) from charges), 0) + 1, false)`,
  ]);

  // Check-outs and cancellations settled as the services do (lib/money/check-out.ts: settleCheckOut):
  // every line, the check-out reading's electricity shares and the late fees included.
  steps.push([
    "settlements",
    `insert into settlements (booking_id, kind, leave_date, notice_date, sudden, waived, deposit, rent_charged, extras_charged, sudden_departure_fee, damages,
       damage_items, lost_key_fine, paid, balance_before_deposit, deposit_applied, credit_refunded, refund, still_owed, refund_mode, reason, created_at)
     select id, kind, leave_date, notice_date, sudden, waived, deposit, rent_charged, extras_charged, fee, damage,
       case when damage > 0 then jsonb_build_array(jsonb_build_object('description', damage_item, 'amount', damage)) else '[]'::jsonb end,
       case when key_lost then 500 else 0 end, paid, balance, applied, refunded, deposit - applied + refunded, greatest(balance - deposit, 0),
       case when deposit - applied + refunded > 0 then 'cash' end, case when kind = 'cancel' then 'Plans changed' end,
       ${at("leave_date", "17:00")}
     from (
       select p.*, case when p.status = 'cancelled' then 'cancel' else 'check_out' end as kind, p.rent as deposit,
         coalesce(c.rent_charged, 0)::int as rent_charged, coalesce(c.extras_charged, 0)::int as extras_charged, coalesce(c.fee, 0)::int as fee,
         coalesce(pay.paid, 0)::int as paid,
         (coalesce(c.charged, 0) - coalesce(pay.paid, 0))::int as balance,
         least(p.rent, greatest(coalesce(c.charged, 0) - coalesce(pay.paid, 0), 0))::int as applied,
         greatest(coalesce(pay.paid, 0) - coalesce(c.charged, 0), 0)::int as refunded
       from bench_plan p
       left join (select booking_id, sum(amount) as charged,
                    sum(amount) filter (where kind in ('rent', 'stay', 'adjustment') and type_id is null) as rent_charged,
                    sum(amount) filter (where type_id is not null) as extras_charged,
                    sum(amount) filter (where kind = 'sudden_departure') as fee
                  from charges group by booking_id) c on c.booking_id = p.id
       left join (select booking_id, sum(amount) filter (where not voided) as paid from booking_payments group by booking_id) pay on pay.booking_id = p.id
       where p.status in ('checked_out', 'cancelled')
     ) settled`,
  ]);

  const firstMonth = `(date_trunc('month', ${T}::timestamp) - interval '${BASE.months} months')`;
  const employees = (table, count, extra, extraValues) =>
    `insert into ${table} (id, full_name, email, phone, dob, join_date, gender, salary, address, cnic, department, ${extra}, created_at, updated_at)
     select ${id(table, "i")}, '${table} member ' || i, '${table}' || i || '@hostel.pk', '0311' || lpad(i::text, 7, '0'), date '1985-01-01' + i * 97,
       ${S}, 'Male', 25000 + 1000 * i, 'Lahore', '35202-' || lpad(i::text, 7, '0') || '-1', 'Hostel', ${extraValues},
       ${at(S, "09:00")}, ${at(S, "09:00")}
     from generate_series(1, ${count}) i`;
  steps.push(["staff", employees("staff", BASE.staff, "designation", "'Warden'")]);
  steps.push(["workers", employees("workers", BASE.workers, "job_role, shift_timing", "'Cleaner', 'Morning'")]);
  // One salary per employee for each of the 120 months before this one; every second one was edited once (a second history entry).
  const paidOn = `(${firstMonth} + make_interval(months => m, days => 27))::date`;
  steps.push([
    "salaries",
    `insert into salaries (id, employee_type, employee_id, full_name, basic_salary, allowances, deductions, net_salary, salary_month, payment_date, created_at, updated_at)
     select ${id("salary", "e.n * 1000 + m")}, e.kind, e.id, e.full_name, e.salary, 2000, m % 3 * 500, e.salary + 2000 - m % 3 * 500,
       to_char(${firstMonth} + make_interval(months => m), 'YYYY-MM'), ${at(paidOn, "12:00")}, ${at(paidOn, "12:00")}, ${at(paidOn, "12:00")}
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
  const jobDay = `(${T} - (${days}::bigint * (${n.maintenance} - i) / ${n.maintenance})::int)`;
  steps.push([
    "maintenance",
    `insert into maintenance (id, title, maintenance_type, location, issue_description, assigned_to, status, total_cost, payment_method, payment_date, paid_by,
       work_start_date, work_completion_date, created_at, updated_at)
     select ${id("maintenance", "i")}, 'Job ' || i, (array['Plumbing','Electrical','Cleaning','Furniture','Gardening','Painting','Geyser','Fridge','Other'])[1 + ${h("m", "i", 1)} % 9],
       'Room ' || (1 + ${h("m", "i", 2)} % 36), 'Repair number ' || i, 'Worker ' || (1 + i % 20), 'Completed', 500 + ${h("m", "i", 3)} % 20000, 'Cash',
       ${jobDay}, 'Warden', ${jobDay}, ${jobDay}, ${at(jobDay, "10:00")}, ${at(jobDay, "10:00")}
     from generate_series(1, ${n.maintenance}) i`,
  ]);
  const historyDay = `(${firstMonth} + make_interval(months => m + 1))::date`;
  steps.push([
    "histories",
    `insert into histories (id, month, students, bookings, staff, workers, staff_salary, worker_salary, total_salary, security_charges, maintenance_cost,
       paid_amount, received_amount, electricity_bill, water_bill, gas_bill, internet_bill, other_bills, created_at, updated_at)
     select ${id("history", "m")}, to_char(${firstMonth} + make_interval(months => m), 'YYYY-MM'), 90 + m % 15, 40 + m % 20, ${BASE.staff}, ${BASE.workers},
       400000, 600000, 1000000, 50000, 30000 + m * 100, 1500000, 1400000, 90000, 8000, 12000, 6000, 5000,
       ${at(historyDay, "10:00")}, ${at(historyDay, "10:00")}
     from generate_series(0, ${BASE.months - 1}) m`,
  ]);
  return steps;
}

const COUNTED = [
  "students",
  "rooms",
  "bookings",
  "stay_rooms",
  "charges",
  "booking_payments",
  "receipt_counters",
  "settlements",
  "charge_types",
  "subscriptions",
  "meter_readings",
  "staff",
  "workers",
  "salaries",
  "salary_history",
  "maintenance",
  "histories",
];

/** What the generated hostel looks like today: stays by status, owing stays, beds held, voided payments. */
async function describe(db, today) {
  const [row] = await db.query(
    `select
       (select json_object_agg(status, count) from (select status, count(*)::int as count from bookings group by status order by status) s) as statuses,
       (select count(*)::int from bookings b where b.status in ('active', 'notice') or (b.status = 'reserved' and b.booking_date <= $1::date)) as in_beds,
       (select count(*)::int from booking_payments where voided) as voided,
       (select json_object_agg(line, count) from (
          select coalesce(t.name || case when c.kind = 'adjustment' then ' adjustment' else '' end, c.kind) as line,
            count(*)::int as count
          from charges c left join charge_types t on t.id = c.type_id group by 1 order by 1) l) as lines,
       (select count(*)::int from (
          select b.id, coalesce((select sum(amount) from charges c where c.booking_id = b.id and c.charged_on <= $1::date), 0)
            - coalesce((select sum(amount) from booking_payments p where p.booking_id = b.id and not p.voided and p.paid_on <= $1::date), 0)
            - coalesce((select deposit_applied - credit_refunded from settlements s where s.booking_id = b.id and s.leave_date <= $1::date), 0) as balance
          from bookings b where b.deleted_at is null) x where balance > 0) as owing`,
    [today],
  );
  return row;
}

/** Fills an empty database; returns `{ kind, today, seconds, counts, hostel, perTable }`. */
export async function generate({ scale = 1, seed = 42, today = hostelToday(), locations = dataLocations(), log = console.log } = {}) {
  const started = performance.now();
  const db = await openDatabase(locations);
  try {
    const [{ value: existing }] = await db.query("select count(*)::int as value from bookings");
    if (existing > 0) throw new Error(`The ${db.kind} database already holds ${existing} bookings: generate into an empty one.`);
    const perTable = {};
    await db.exec("begin");
    for (const [table, text] of generationSql({ scale, seed, today })) {
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
    for (const table of COUNTED) counts[table] = (await db.query(`select count(*)::int as value from ${table}`))[0].value;
    return { kind: db.kind, today, seconds: (performance.now() - started) / 1000, counts, hostel: await describe(db, today), perTable };
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "1" },
      seed: { type: "string", default: "42" },
      today: { type: "string", default: hostelToday() },
    },
  });
  const result = await generate({ scale: Number(values.scale), seed: Number(values.seed), today: values.today });
  console.log(
    `Generated on ${result.kind} for ${result.today} in ${result.seconds.toFixed(1)} s:`,
    JSON.stringify(result.counts),
    JSON.stringify(result.hostel),
  );
}
