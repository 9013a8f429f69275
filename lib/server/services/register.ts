import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf, type Db, type Tx } from "@/lib/server/db";
import { conflict, badRequest, notFound } from "@/lib/server/http/errors";
import { hostelTime } from "@/lib/time";
import { firstDay, lastDay, periodOf, type Day } from "@/lib/money";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import { policeReports } from "@/models/register";
import { rooms } from "@/models/rooms";
import { pictures, settings } from "@/models/shared";
import { students, type Student } from "@/models/students";
import { users, type User } from "@/models/users";
import { LIVE_STAY_STATUSES } from "@/models/enums";
import {
  DEFAULT_REGISTER_SETTINGS,
  REGISTER_PAGE_SIZE,
  type PoliceReportCorrection,
  type PoliceReportInput,
  type RegisterQuery,
  type RegisterTab,
  type ReportStatus,
} from "@/lib/validations/register";
import { audit, changedFields, recordedFields } from "./audit";
import { countedPage, offsetOf, type Page } from "./list";
import { nextUpdatedAt } from "./records";
import { readSettings, SETTINGS_KEY, SETTINGS_RECORD_ID } from "./settings";
import { studentComplete } from "./students";
import { say } from "@/lib/i18n/server-message";

// The police register (docs/register.md): the report status of every stay, its report recorded once and
// corrected by an owner, the register's list and prints, and the removal of old ID pictures.

// ---------------------------------------------------------------------------------------------
// The clock.

export interface ReportClock {
  /** Today on the hostel's clock: a stay whose check-in is later is not due. */
  today: Day;
  /** The last check-in day whose report is overdue now (docs/register.md, "Its status"). */
  overdueThrough: Day;
}

/**
 * Where `now` puts the report deadlines: a report is due from 00:00 of the check-in day on the hostel's
 * wall clock until `hours` later, then overdue. A check-in day D is overdue once D 00:00 + hours ≤ now,
 * that is once D ≤ the day of (now − hours), both on the wall clock.
 */
export function reportClock(now: Date, hours: number): ReportClock {
  const { date, time } = hostelTime(now);
  const wall = new Date(`${date}T${time}Z`);
  return { today: date, overdueThrough: new Date(wall.getTime() - hours * 3_600_000).toISOString().slice(0, 10) };
}

/** A stay's status as the clock and its report make it. */
export function reportStatusOf(checkIn: Day, reported: boolean, clock: ReportClock): ReportStatus {
  if (reported) return "reported";
  if (checkIn > clock.today) return "not_due";
  return checkIn <= clock.overdueThrough ? "overdue" : "due";
}

async function clockOf(db: Db | Tx, now: Date): Promise<ReportClock> {
  return reportClock(now, (await readSettings(db)).register.reportWithinHours);
}

// ---------------------------------------------------------------------------------------------
// The list.

/** Completeness of the joined customer (docs/register.md, "Identity of a resident"): one place to change it. */
const completeColumn = (): SQL => sql`coalesce(${studentComplete}, false)`;

/** The stays the register lists: not cancelled, not deleted (docs/register.md, "Which stays are listed"). */
const listed = sql`b.deleted_at is null and b.status <> 'cancelled'`;

function statusColumn(clock: ReportClock): SQL {
  return sql`case when pr.booking_id is not null then 'reported'
    when b.booking_date > ${clock.today}::date then 'not_due'
    when b.booking_date <= ${clock.overdueThrough}::date then 'overdue'
    else 'due' end`;
}

function tabCondition(tab: RegisterTab, clock: ReportClock): SQL | undefined {
  if (tab === "reported") return sql`pr.booking_id is not null`;
  if (tab === "overdue") return sql`pr.booking_id is null and b.booking_date <= ${clock.overdueThrough}::date`;
  if (tab === "due")
    return sql`pr.booking_id is null and b.booking_date > ${clock.overdueThrough}::date and b.booking_date <= ${clock.today}::date`;
  return undefined;
}

/** The room the resident checked in to: the first of the stay's rooms (the booking's room before any). */
const checkInRoom = sql`coalesce(
  (select sr.room_number from ${stayRooms} sr where sr.booking_id = b.id order by sr.from_date, sr.created_at limit 1),
  (select r.room_number from ${rooms} r where r.id = b.room_id))`;

const joins = sql`from ${bookings} b
  left join ${students} on ${students.id} = b.student_id
  left join ${policeReports} pr on pr.booking_id = b.id
  left join ${users} u on u.id = pr.reported_by`;

function columns(clock: ReportClock): SQL {
  return sql`b.id as booking_id, b.student_id, coalesce(${students.studentName}, b.student_name) as student_name,
    ${students.fatherName} as father_name, coalesce(${students.idNumber}, ${students.cnic}) as id_number,
    ${checkInRoom} as room_number, b.booking_date::text as check_in, ${statusColumn(clock)} as report_status,
    pr.reported_on::text as reported_on, pr.police_station, pr.reference,
    coalesce(u.username, pr.reported_by_name) as reported_by, ${completeColumn()} as complete,
    pr.updated_at as report_updated_at, ${students.permanentAddress} as permanent_address`;
}

interface RowSql {
  booking_id: string;
  student_id: string | null;
  student_name: string;
  father_name: string | null;
  id_number: string | null;
  room_number: string | null;
  check_in: string;
  report_status: ReportStatus;
  reported_on: string | null;
  police_station: string | null;
  reference: string | null;
  reported_by: string | null;
  complete: boolean;
  report_updated_at: Date | string | null;
  permanent_address: string | null;
  total?: number | string;
}

export interface RegisterRow {
  bookingId: string;
  studentId: string | null;
  studentName: string;
  fatherName: string | null;
  idNumber: string | null;
  roomNumber: string | null;
  checkIn: Day;
  reportStatus: ReportStatus;
  reportedOn: Day | null;
  policeStation: string | null;
  reference: string | null;
  reportedBy: string | null;
  complete: boolean;
  /** The report's `updatedAt`, for a correction's stale check; null before it is recorded. */
  reportUpdatedAt: string | null;
}

const toRow = (row: RowSql): RegisterRow => ({
  bookingId: row.booking_id,
  studentId: row.student_id,
  studentName: row.student_name,
  fatherName: row.father_name,
  idNumber: row.id_number,
  roomNumber: row.room_number,
  checkIn: row.check_in,
  reportStatus: row.report_status,
  reportedOn: row.reported_on,
  policeStation: row.police_station,
  reference: row.reference,
  reportedBy: row.reported_by,
  complete: Boolean(row.complete),
  reportUpdatedAt: row.report_updated_at ? new Date(row.report_updated_at).toISOString() : null,
});

export interface RegisterCounts {
  due: number;
  overdue: number;
  reported: number;
}

/** How many stays of the whole hostel are due, overdue and reported now. */
export async function registerCounts(now = new Date()): Promise<RegisterCounts> {
  const db = await getDb();
  const clock = await clockOf(db, now);
  const [row] = rowsOf<{ due: number; overdue: number; reported: number }>(
    await db.execute(sql`select
      count(*) filter (where ${tabCondition("due", clock)})::int as due,
      count(*) filter (where ${tabCondition("overdue", clock)})::int as overdue,
      count(*) filter (where ${tabCondition("reported", clock)})::int as reported
      from ${bookings} b left join ${policeReports} pr on pr.booking_id = b.id where ${listed}`),
  );
  return { due: Number(row?.due ?? 0), overdue: Number(row?.overdue ?? 0), reported: Number(row?.reported ?? 0) };
}

/**
 * The reports overdue at `now`, as one column of the dashboard's statement: the hours are read from the
 * settings in that same statement, so the figure and the snapshot it is kept with agree.
 */
export function overdueReportsColumn(now: Date): SQL<number> {
  const { date, time } = hostelTime(now);
  const hours = sql`coalesce((select (${settings.value}::jsonb #>> '{register,reportWithinHours}')::int from ${settings} where ${settings.key} = ${SETTINGS_KEY}), ${DEFAULT_REGISTER_SETTINGS.reportWithinHours})`;
  const overdueThrough = sql`(${`${date} ${time}`}::timestamp - make_interval(hours => ${hours}))::date`;
  return sql<number>`(select count(*)::int from ${bookings} b left join ${policeReports} pr on pr.booking_id = b.id
    where ${listed} and pr.booking_id is null and b.booking_date <= ${overdueThrough})`;
}

function conditions(query: Pick<RegisterQuery, "status" | "from" | "to" | "searchTerm">, clock: ReportClock): SQL {
  const parts: SQL[] = [listed];
  const tab = tabCondition(query.status, clock);
  if (tab) parts.push(tab);
  if (query.from) parts.push(sql`b.booking_date >= ${query.from}::date`);
  if (query.to) parts.push(sql`b.booking_date <= ${query.to}::date`);
  if (query.searchTerm) {
    const like = `%${query.searchTerm.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    parts.push(
      sql`(coalesce(${students.studentName}, b.student_name) ilike ${like} or ${students.fatherName} ilike ${like} or coalesce(${students.idNumber}, ${students.cnic}, '') ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export type RegisterPage = Page<RegisterRow> & { counts: RegisterCounts; status: RegisterTab };

/** GET /api/register: one page of stays, newest check-in first, with the whole hostel's counts. */
export async function listRegister(query: RegisterQuery, now = new Date()): Promise<RegisterPage> {
  const db = await getDb();
  const clock = await clockOf(db, now);
  const where = conditions(query, clock);
  const found = rowsOf<RowSql & { total: number | string }>(
    await db.execute(sql`select ${columns(clock)}, count(*) over () as total ${joins} where ${where}
      order by b.booking_date desc, b.created_at desc, b.id limit ${REGISTER_PAGE_SIZE} offset ${offsetOf(query.page, REGISTER_PAGE_SIZE)}`),
  ).map((row) => ({ ...row, total: Number(row.total) }));
  const page = await countedPage(found, toRow, {
    page: query.page,
    pageSize: REGISTER_PAGE_SIZE,
    countAll: async () =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${joins} where ${where}`))[0]?.n ?? 0),
  });
  return { ...page, counts: await registerCounts(now), status: query.status };
}

/** The register print's days: as given, a missing end filled from this month (docs/register.md, "Prints"). */
export function registerPrintDays(
  { from, to }: { from?: Day | null; to?: Day | null },
  today: Day = hostelTime(new Date()).date,
): { from: Day; to: Day } {
  const start = from ?? firstDay(periodOf(to ?? today));
  return { from: start, to: to ?? lastDay(periodOf(start > today ? start : today)) };
}

export interface RegisterPrintRow extends RegisterRow {
  permanentAddress: string | null;
}

/** Every arrival whose check-in falls in the days, oldest first: the register print. */
export async function registerArrivals(days: { from: Day; to: Day }, now = new Date()): Promise<RegisterPrintRow[]> {
  const db = await getDb();
  const clock = await clockOf(db, now);
  const rows = rowsOf<RowSql>(
    await db.execute(sql`select ${columns(clock)} ${joins}
      where ${listed} and b.booking_date between ${days.from}::date and ${days.to}::date
      order by b.booking_date, b.created_at, b.id`),
  );
  return rows.map((row) => ({ ...toRow(row), permanentAddress: row.permanent_address }));
}

export interface ResidentForm {
  row: RegisterRow;
  student: Student | null;
}

/** The stays of the form print, in the order asked, each with its resident's whole record; unknown ids left out. */
export async function residentForms(bookingIds: string[], now = new Date()): Promise<ResidentForm[]> {
  if (bookingIds.length === 0) return [];
  const db = await getDb();
  const clock = await clockOf(db, now);
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<RowSql>(await db.execute(sql`select ${columns(clock)} ${joins} where ${listed} and b.id in (${ids})`)).map(toRow);
  const studentIds = rows.map((row) => row.studentId).filter((id): id is string => id !== null);
  const people = studentIds.length ? await db.select().from(students).where(inArray(students.id, studentIds)) : [];
  return bookingIds
    .map((id) => rows.find((row) => row.bookingId === id))
    .filter((row): row is RegisterRow => row !== undefined)
    .map((row) => ({ row, student: people.find((person) => person.id === row.studentId) ?? null }));
}

/** One stay's line of the register (its status and report), for the booking's page; null when not listed. */
export async function registerLineOf(bookingId: string, now = new Date()): Promise<RegisterRow | null> {
  const db = await getDb();
  const clock = await clockOf(db, now);
  const [row] = rowsOf<RowSql>(await db.execute(sql`select ${columns(clock)} ${joins} where ${listed} and b.id = ${bookingId}::uuid`));
  return row ? toRow(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Recording and correcting a report.

const BOOKING_NOT_FOUND = "bookingNotFound";
const CANCELLED = "reportCancelledStay";
const NOT_BEGUN = "reportNotBegun";
const ALREADY = "reportAlreadyRecorded";
const NO_REPORT = "reportMissing";

/** The stay, locked for the write; 404 for an unknown or deleted booking. */
async function lockedStay(tx: Tx, id: string) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      bookingDate: bookings.bookingDate,
      studentName: bookings.studentName,
      deletedAt: bookings.deletedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for("update");
  if (!booking || booking.deletedAt) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

function assertReportDay(reportedOn: Day, checkIn: Day, today: Day) {
  if (reportedOn > today) throw badRequest(say("fieldFuture", { label: { label: "reportedOn" } }), "reportedOn");
  if (reportedOn < checkIn) throw badRequest(say("reportedOnBeforeCheckIn", { date: { day: checkIn } }), "reportedOn");
}

const reportFields = (report: { reportedOn: Day; policeStation: string; reference: string | null }) => ({
  reportedOn: report.reportedOn,
  policeStation: report.policeStation,
  reference: report.reference,
});

/** POST /api/bookings/{id}/police-report: records the stay's report, once. */
export async function recordPoliceReport(id: string, input: PoliceReportInput, actor: User, now = new Date()): Promise<RegisterRow> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const booking = await lockedStay(tx, id);
    if (booking.status === "cancelled") throw conflict(CANCELLED);
    const settings = await readSettings(tx);
    const { today } = reportClock(now, settings.register.reportWithinHours);
    if (booking.bookingDate > today) throw conflict(NOT_BEGUN);
    const [existing] = await tx.select({ bookingId: policeReports.bookingId }).from(policeReports).where(eq(policeReports.bookingId, id));
    if (existing) throw conflict(ALREADY);
    assertReportDay(input.reportedOn, booking.bookingDate, today);
    const policeStation = input.policeStation ?? (settings.register.policeStation.trim() || null);
    if (!policeStation) throw badRequest(say("fieldRequired", { label: { label: "policeStation" } }), "policeStation");
    const report = { reportedOn: input.reportedOn, policeStation, reference: input.reference ?? null };
    await tx.insert(policeReports).values({ bookingId: id, ...report, reportedBy: actor.id, reportedByName: actor.username });
    await audit(tx, actor, {
      action: "police_report.record",
      entity: "booking",
      entityId: id,
      label: booking.studentName,
      summary: `Police report of ${booking.studentName} recorded: ${policeStation} on ${report.reportedOn}`,
      params: { station: policeStation, date: report.reportedOn },
      after: recordedFields(reportFields(report)),
    });
  });
  return (await registerLineOf(id, now))!;
}

/** PUT /api/bookings/{id}/police-report (owners): the fields sent change, with a reason; refused when stale. */
export async function correctPoliceReport(
  id: string,
  change: PoliceReportCorrection,
  seenUpdatedAt: Date | undefined,
  actor: User,
  now = new Date(),
): Promise<RegisterRow> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const booking = await lockedStay(tx, id);
    if (booking.status === "cancelled") throw conflict(CANCELLED);
    const [current] = await tx.select().from(policeReports).where(eq(policeReports.bookingId, id)).for("update");
    if (!current) throw notFound(NO_REPORT);
    const updatedAt = nextUpdatedAt(current.updatedAt, seenUpdatedAt);
    const was = reportFields(current);
    const next = {
      reportedOn: change.reportedOn ?? was.reportedOn,
      policeStation: change.policeStation ?? was.policeStation,
      reference: change.reference === undefined ? was.reference : change.reference,
    };
    if (change.reportedOn !== undefined) assertReportDay(next.reportedOn, booking.bookingDate, hostelTime(now).date);
    const { before, after } = changedFields(was, next);
    if (Object.keys(after).length === 0) return;
    await tx
      .update(policeReports)
      .set({ ...next, correctedAt: now, updatedAt })
      .where(eq(policeReports.bookingId, id));
    await audit(tx, actor, {
      action: "police_report.correct",
      entity: "booking",
      entityId: id,
      label: booking.studentName,
      summary: `Police report of ${booking.studentName} corrected: ${change.reason}`,
      params: { reason: change.reason },
      before,
      after: { ...after, reason: change.reason },
    });
  });
  return (await registerLineOf(id, now))!;
}

// ---------------------------------------------------------------------------------------------
// Removing old ID pictures (docs/register.md, "Privacy").

export interface RemovedPictures {
  residents: number;
  pictures: number;
  /** Residents whose last stay ended before this day lost their ID pictures. */
  endedBefore: Day;
}

/**
 * POST /api/register/remove-old-id-pictures (owners): clears the ID pictures of every resident without a
 * live stay whose last check-out is more than `keepIdPicturesMonths` months ago, and deletes the pictures.
 */
export async function removeOldIdPictures(actor: User, now = new Date()): Promise<RemovedPictures> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { register } = await readSettings(tx);
    const today = hostelTime(now).date;
    const [{ cutoff } = { cutoff: today }] = rowsOf<{ cutoff: string }>(
      await tx.execute(sql`select (${today}::date - make_interval(months => ${register.keepIdPicturesMonths}))::date::text as cutoff`),
    );
    const live = sql.join(
      LIVE_STAY_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    const found = rowsOf<{ id: string; student_name: string; id_front: string | null; id_back: string | null }>(
      await tx.execute(sql`select s.id, s.student_name, s.id_front, s.id_back from ${students} s
        where (s.id_front is not null or s.id_back is not null)
          and not exists (select 1 from ${bookings} b where b.student_id = s.id and b.deleted_at is null and b.status in (${live}))
          and (select max(b.leave_date) from ${bookings} b where b.student_id = s.id and b.deleted_at is null and b.status = 'checked_out') < ${cutoff}::date
        order by s.id
        for update of s`),
    );
    const names = found.flatMap((row) => [row.id_front, row.id_back]).filter((name): name is string => Boolean(name));
    if (found.length > 0) {
      await tx
        .update(students)
        .set({ idFront: null, idBack: null, updatedAt: now })
        .where(
          inArray(
            students.id,
            found.map((row) => row.id),
          ),
        );
      if (names.length > 0) await tx.delete(pictures).where(inArray(pictures.name, names));
      for (const row of found) {
        await audit(tx, actor, {
          action: "id_pictures.remove",
          entity: "student",
          entityId: row.id,
          label: row.student_name,
          summary: `ID pictures of ${row.student_name} removed: the last stay ended before ${cutoff}`,
          params: { date: cutoff },
        });
      }
    }
    await audit(tx, actor, {
      action: "id_pictures.remove_old",
      entity: "settings",
      entityId: SETTINGS_RECORD_ID,
      summary: `Old ID pictures removed: ${found.length} resident(s), ${names.length} picture(s)`,
      params: { residents: found.length, pictures: names.length },
      after: { residents: found.length, pictures: names.length, endedBefore: cutoff },
    });
    return { residents: found.length, pictures: names.length, endedBefore: cutoff };
  });
}
