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
// Most residents paid every rent line in full (the prorated leave month comes back as credit with the
// deposit); 7% left owing more than their deposit; 30% of the current residents are one to three
// months behind, 3% paid ahead. 0.3% of the stays have one more payment, entered twice and voided.
// Receipt numbers RCT-YYYY-NNNN count from 0001 in each year, in order of payment, with no gap;
// receipt_counters holds each year's last number.
// Also 10 staff and 20 workers with 120 monthly salaries each, 3,000 maintenance jobs (multiplied by
// --scale) and 120 monthly histories, all in the ten years up to `today`.
//
// How: the migrations of drizzle/ are applied (as the server does), then each table is filled by one
// `INSERT … SELECT … FROM generate_series(…)` inside a single transaction, the stays first planned
// into a temporary table: the database builds the rows itself, in bulk. Deterministic: ids are uuids
// made of md5('<seed>:<table>:<n>') and every "random" figure is a hash of (seed, table, n), so a
// seed and a day give the same rows on PGlite and PostgreSQL. scripts/bench/check.ts checks the
// result against the rules of lib/money.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { acquireLock, migrationsFolder, dataLocations, releaseLock } from "../lib/database.mjs";
import { createPglite } from "../../lib/db/pglite.mjs";

export const BASE = { students: 5000, stays: 5000, rooms: 36, paymentsPerStay: 10, staff: 10, workers: 20, months: 120, maintenance: 3000 };
const ROOM_CAPACITY = (room) => 1 + (room % 5);
export const BEDS = Array.from({ length: BASE.rooms }, (_, i) => ROOM_CAPACITY(i + 1)).reduce((a, b) => a + b, 0);

/** Today on the hostel's calendar (Asia/Karachi, the panel's default HOSTEL_TIMEZONE), YYYY-MM-DD. */
export function hostelToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: process.env.HOSTEL_TIMEZONE || "Asia/Karachi", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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
    return { kind: "postgresql", exec: (text) => client.query(text), query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
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
  const at = (day, hhmm, secs = "0") => `((${day})::timestamp + time '${hhmm}' + make_interval(secs => ${secs})) at time zone 'Asia/Karachi'`;
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
  const modeOf = (hash) => `case when ${hash} % 100 < 55 then 'cash' when ${hash} % 100 < 80 then 'bank_transfer' when ${hash} % 100 < 92 then 'jazzcash' else 'easypaisa' end`;
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
       security_payment_mode, payment_mode, booking_date, paid_months, status, monthly_rent, notice_date, leave_date, charged_through, created_at, updated_at)
     select p.id, s.id, s.student_name, r.id, 'months', p.term, p.rent * p.term, case when p.status in ('reserved', 'cancelled') then p.rent else 0 end, p.rent,
       case when ${h("deposit-mode", "p.n")} % 3 = 0 then 'bank_transfer' else 'cash' end, ${modeOf(h("mode", "p.n"))},
       p.check_in, 0, p.status, p.rent, p.notice_date, p.leave_date,
       case when p.status in ('checked_out', 'cancelled') then to_char(p.leave_date, 'YYYY-MM') else '${thisPeriod}' end,
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

  // Rent lines as they were issued month by month (the check-in month prorated from the check-in day),
  // then what check-out added: the adjustment prorating the leave month and the check-out items.
  // Issue order (seq) is the order they were issued in.
  steps.push([
    "charges",
    `insert into charges (id, booking_id, kind, period, description, amount, charged_on, due_on, seq, created_at)
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
     select ${id("charge", "n || ':' || kind || ':' || coalesce(period, '')")}, id, kind, period, description, amount, charged_on, due_on,
       row_number() over (order by issued_at, n, rank, period), issued_at
     from lines`,
  ]);

  // What each stay paid: see the header. Receipt numbers and seq follow the moment each was recorded.
  steps.push([
    "booking_payments",
    `insert into booking_payments (id, booking_id, amount, paid_at, month, paid_on, mode, reference, receipt_no, seq, voided, void_reason, voided_at, created_at)
     with owed as (
       select p.n, p.id, p.status, p.rent, p.check_in, p.leave_date, p.booked_on,
         coalesce(sum(c.amount) filter (where c.kind = 'rent'), 0)::int as rent_lines, coalesce(sum(c.amount), 0)::int as charged,
         ${h("payer", "p.n")} % 1000 as payer
       from bench_plan p left join charges c on c.booking_id = p.id
       group by p.n, p.id, p.status, p.rent, p.check_in, p.leave_date, p.booked_on
     ),
     totals as (
       select *, greatest(0, case
           when status in ('reserved', 'cancelled') then rent
           when status = 'checked_out' then case when payer < 70 then charged - rent - (500 + ${h("payer", "n", 2)} % rent) else rent_lines end
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
     ),
     rows as (
       select s.n, s.id, k, k = s.count as voided,
         case when k < s.count - 1 or k = s.count then s.paid / s.count else s.paid - (s.count - 1) * (s.paid / s.count) end as amount,
         case when k = s.count then s.first_day else s.first_day + ((s.last_day - s.first_day) * k) / greatest(s.count - 1, 1) end as paid_on
       from schedule s
       cross join lateral generate_series(0, s.count - 1 + case when s.count = ${BASE.paymentsPerStay} and ${h("void", "s.n")} % 1000 < 3 then 1 else 0 end) k
     ),
     recorded as (
       select *, case when voided then 0 else k end as original,
         ${at("paid_on", "10:00", `${h("paid-at", "n * 16 + case when voided then 0 else k end")} % 28800 + case when voided then 300 else 0 end`)} as paid_at
       from rows
     )
     select ${id("payment", "n * 16 + k")}, id, amount, paid_at, extract(month from paid_on)::smallint, paid_on,
       ${modeOf(h("payment-mode", "n * 16 + original"))},
       case when ${h("payment-mode", "n * 16 + original")} % 100 >= 55 then upper(substr(md5('${seed}:reference:' || (n * 16 + original)), 1, 12)) end,
       'RCT-' || extract(year from paid_on) || '-' || lpad(number::text, greatest(4, length(number::text)), '0'),
       row_number() over (order by paid_at, n, k), voided, case when voided then 'Entered twice' end, case when voided then paid_at + interval '1 hour' end, paid_at
     from (select *, row_number() over (partition by extract(year from paid_on) order by paid_at, n, k) as number from recorded) numbered`,
  ]);
  steps.push(["receipt_counters", `insert into receipt_counters (year, last_number) select extract(year from paid_on)::int, count(*) from booking_payments group by 1`]);
  steps.push([
    "sequences",
    `select setval(pg_get_serial_sequence('booking_payments', 'seq'), coalesce((select max(seq) from booking_payments), 0) + 1, false),
            setval(pg_get_serial_sequence('charges', 'seq'), coalesce((select max(seq) from charges), 0) + 1, false)`,
  ]);

  // Check-outs and cancellations settled as the services do (lib/money/settlement.ts: settle).
  steps.push([
    "settlements",
    `insert into settlements (booking_id, kind, leave_date, notice_date, sudden, waived, deposit, rent_charged, sudden_departure_fee, damages, damage_items,
       lost_key_fine, paid, balance_before_deposit, deposit_applied, credit_refunded, refund, still_owed, refund_mode, reason, created_at)
     select id, kind, leave_date, notice_date, sudden, waived, deposit, rent_charged, fee, damage,
       case when damage > 0 then jsonb_build_array(jsonb_build_object('description', damage_item, 'amount', damage)) else '[]'::jsonb end,
       case when key_lost then 500 else 0 end, paid, balance, applied, refunded, deposit - applied + refunded, greatest(balance - deposit, 0),
       case when deposit - applied + refunded > 0 then 'cash' end, case when kind = 'cancel' then 'Plans changed' end,
       ${at("leave_date", "17:00")}
     from (
       select p.*, case when p.status = 'cancelled' then 'cancel' else 'check_out' end as kind, p.rent as deposit,
         coalesce(c.rent_charged, 0)::int as rent_charged, coalesce(c.fee, 0)::int as fee, coalesce(pay.paid, 0)::int as paid,
         (coalesce(c.charged, 0) - coalesce(pay.paid, 0))::int as balance,
         least(p.rent, greatest(coalesce(c.charged, 0) - coalesce(pay.paid, 0), 0))::int as applied,
         greatest(coalesce(pay.paid, 0) - coalesce(c.charged, 0), 0)::int as refunded
       from bench_plan p
       left join (select booking_id, sum(amount) as charged, sum(amount) filter (where kind in ('rent', 'stay', 'adjustment')) as rent_charged,
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

const COUNTED = ["students", "rooms", "bookings", "stay_rooms", "charges", "booking_payments", "receipt_counters", "settlements", "staff", "workers", "salaries", "salary_history", "maintenance", "histories"];

/** What the generated hostel looks like today: stays by status, owing stays, beds held, voided payments. */
async function describe(db, today) {
  const [row] = await db.query(
    `select
       (select json_object_agg(status, count) from (select status, count(*)::int as count from bookings group by status order by status) s) as statuses,
       (select count(*)::int from bookings b where b.status in ('active', 'notice') or (b.status = 'reserved' and b.booking_date <= $1::date)) as in_beds,
       (select count(*)::int from booking_payments where voided) as voided,
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
  const { values } = parseArgs({ options: { scale: { type: "string", default: "1" }, seed: { type: "string", default: "42" }, today: { type: "string", default: hostelToday() } } });
  const result = await generate({ scale: Number(values.scale), seed: Number(values.seed), today: values.today });
  console.log(`Generated on ${result.kind} for ${result.today} in ${result.seconds.toFixed(1)} s:`, JSON.stringify(result.counts), JSON.stringify(result.hostel));
}
