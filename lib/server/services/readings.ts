import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, rowsOf, type Db, type Tx } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound, say, type Message } from "@/lib/server/http/errors";
import { formatDate, formatNumber, formatPKR } from "@/lib/format";
import {
  addDays,
  meterBill,
  MeterError,
  periodOf,
  type BillShare,
  type Day,
  type MeterBill,
  type MeterRefusal,
  type StayInRoom,
} from "@/lib/money";
import { MAX_MONEY } from "@/lib/validations/fields";
import type { ReadingInput } from "@/lib/validations/readings";
import { meterReadings, type MeterReading } from "@/models/bills";
import { bookings } from "@/models/bookings";
import { charges, type Charge } from "@/models/ledger";
import { rooms, type Room } from "@/models/rooms";
import type { User } from "@/models/users";
import { audit } from "./audit";
import { listChargeTypes, systemTypes } from "./settings";
import { hostelToday, postLines } from "./stays";

// Electricity by meter (docs/bills.md, rule B3): a room's readings, the bill each makes after the one
// before, split among the stays in the room by bed-days and posted to their ledgers as `extra` lines of
// the Electricity type; the room's last reading may be voided, its shares reversed. Readings of one
// room are taken one after another under the room's row lock; the stays whose ledgers a reading writes
// are locked first, in id order, as every change of a stay locks its booking before its rooms.

const ROOM_NOT_FOUND = "roomNotFound";
const READING_NOT_FOUND = "readingNotFound";
/** A share is due a week after its reading. */
const DAYS_TO_PAY = 7;

/** What a reading is made of: its day and figures. */
type NewReading = Pick<ReadingInput, "readOn" | "reading" | "replaced" | "oldMeterFinal">;

/** The field names a reading's refusals are reported under (the check-out nests them under `finalReading`). */
interface ReadingFields {
  readOn: string;
  reading: string;
  oldMeterFinal: string;
}
const OWN_FIELDS: ReadingFields = { readOn: "readOn", reading: "reading", oldMeterFinal: "oldMeterFinal" };
const CHECK_OUT_FIELDS: ReadingFields = {
  readOn: "leaveDate",
  reading: "finalReading.reading",
  oldMeterFinal: "finalReading.oldMeterFinal",
};

const refused = (field: string, message: Message) => badRequest(message, field);

async function lastReading(tx: Tx | Db, roomId: string): Promise<MeterReading | null> {
  const [last] = await tx
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.roomId, roomId), eq(meterReadings.voided, false)))
    .orderBy(desc(meterReadings.readOn))
    .limit(1);
  return last ?? null;
}

/**
 * The stays that held a bed of the room on the days `from … to`, each with its days there (bed-days):
 * a stay holds its bed from the day it moves in (never before its check-in) to its last day in the
 * room, or its leave date once checked out; cancelled and deleted stays held nothing.
 */
export async function bedDaysIn(tx: Tx | Db, roomId: string, from: Day, to: Day): Promise<StayInRoom[]> {
  const found = await tx.execute(sql`
    select b.id as "bookingId", b.student_name as "studentName", b.booking_date::text as "checkIn",
      sum(greatest(0,
        least(coalesce(sr.to_date, 'infinity'::date), case when b.status = 'checked_out' then coalesce(b.leave_date, 'infinity'::date) else 'infinity'::date end, ${to}::date)
        - greatest(sr.from_date, b.booking_date, ${from}::date) + 1))::int as "bedDays"
    from stay_rooms sr join bookings b on b.id = sr.booking_id
    where sr.room_id = ${roomId} and b.deleted_at is null and b.status <> 'cancelled'
      and sr.from_date <= ${to}::date and coalesce(sr.to_date, 'infinity'::date) >= ${from}::date
    group by b.id, b.student_name, b.booking_date
    order by b.booking_date, b.id`);
  return rowsOf<StayInRoom>(found).filter((stay) => stay.bedDays > 0);
}

/** Locks the bookings' rows in id order: the ledgers a reading or its void writes. */
async function lockBookings(tx: Tx, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length)
    await tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, sorted)).orderBy(asc(bookings.id)).for("update");
}

async function findRoom(tx: Tx | Db, roomId: string, lock: boolean): Promise<Room> {
  const query = tx.select().from(rooms).where(eq(rooms.id, roomId));
  const [room] = lock ? await query.for("update") : await query;
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return room;
}

const readingNumber = (reading: number) => formatNumber(reading);

/** A refusal of the bill's arithmetic, worded for the field it concerns. */
function refusalOf(error: MeterError, previous: MeterReading, fields: ReadingFields, roomNumber: string): AppError {
  const refusals: Record<MeterRefusal, () => AppError> = {
    not_after_previous: () => refused(fields.readOn, say("readingNotAfterLast", { room: roomNumber, date: { day: previous.readOn } })),
    negative_units: () =>
      refused(fields.reading, say("readingBelowLast", { reading: readingNumber(previous.reading), date: { day: previous.readOn } })),
    old_meter_missing: () => refused(fields.oldMeterFinal, "oldMeterFinalRequired"),
    old_meter_below_previous: () =>
      refused(fields.oldMeterFinal, say("oldMeterBelowLast", { reading: readingNumber(previous.reading), date: { day: previous.readOn } })),
  };
  return refusals[error.refusal]();
}

/** The bill a new reading makes after `previous` at the rate given, the stays' bed-days read for its period. */
async function billAfter(
  tx: Tx | Db,
  room: Room,
  previous: MeterReading,
  next: NewReading,
  ratePaisa: number,
  fields: ReadingFields,
): Promise<MeterBill> {
  if (next.readOn <= previous.readOn) throw refusalOf(new MeterError("not_after_previous"), previous, fields, room.roomNumber);
  const stays = await bedDaysIn(tx, room.id, previous.readOn, addDays(next.readOn, -1));
  try {
    const bill = meterBill(previous, next, ratePaisa, stays);
    if (bill.amount > MAX_MONEY) throw refused(fields.reading, say("meterBillTooLarge", { amount: { amount: MAX_MONEY } }));
    return bill;
  } catch (error) {
    throw error instanceof MeterError ? refusalOf(error, previous, fields, room.roomNumber) : error;
  }
}

function assertReadingDay(readOn: Day, latest: Day, fields: ReadingFields) {
  if (readOn > latest) throw refused(fields.readOn, say("fieldFuture", { label: { label: "readOn" } }));
}

/** The Electricity type: its id names the shares, its rate (paisa per unit) prices a reading when it is saved. */
async function electricityType(tx: Tx | Db) {
  return systemTypes(await listChargeTypes(tx)).electricity;
}

/** "Electricity: 120 units, 01-10-2026 to 31-10-2026", the description of every share of a bill. */
export const shareDescription = (bill: Pick<MeterBill, "units" | "from" | "to">) =>
  `Electricity: ${formatNumber(bill.units)} ${bill.units === 1 ? "unit" : "units"}, ${formatDate(bill.from)} to ${formatDate(bill.to)}`;

/**
 * Saves a reading of a room and posts its bill's shares, inside the caller's transaction: the stays in
 * the room are locked (id order), then the room; the reading must be dated after the room's last one and
 * not after `latest`. A room's first reading only starts its meter (bill null).
 */
async function takeReading(tx: Tx, roomId: string, next: NewReading, actor: User | null, latest: Day, fields: ReadingFields) {
  assertReadingDay(next.readOn, latest, fields);
  // The ledgers this reading may write, locked before the room (and again below, should a stay have moved in meanwhile).
  const seen = await lastReading(tx, roomId);
  if (seen && next.readOn > seen.readOn)
    await lockBookings(
      tx,
      (await bedDaysIn(tx, roomId, seen.readOn, addDays(next.readOn, -1))).map((stay) => stay.bookingId),
    );
  const room = await findRoom(tx, roomId, true);
  const previous = await lastReading(tx, roomId);
  const type = await electricityType(tx);
  const bill = previous ? await billAfter(tx, room, previous, next, type.amountPaisa, fields) : null;
  if (bill)
    await lockBookings(
      tx,
      bill.shares.map((share) => share.bookingId),
    );

  const [reading] = await tx
    .insert(meterReadings)
    .values({
      roomId: room.id,
      roomNumber: room.roomNumber,
      readOn: next.readOn,
      reading: next.reading,
      replaced: next.replaced,
      oldMeterFinal: next.replaced ? next.oldMeterFinal : null,
      ratePaisa: type.amountPaisa,
      createdBy: actor?.id ?? null,
    })
    .returning();
  if (bill) {
    const description = shareDescription(bill);
    for (const share of bill.shares) {
      if (share.amount === 0) continue;
      await postLines(
        tx,
        share.bookingId,
        [
          {
            kind: "extra",
            typeId: type.id,
            source: "meter",
            readingId: reading!.id,
            period: periodOf(bill.to),
            chargedOn: next.readOn,
            dueOn: addDays(next.readOn, DAYS_TO_PAY),
            amount: share.amount,
            description,
          },
        ],
        actor,
      );
    }
  }
  const taken = `Meter reading ${readingNumber(next.reading)} on ${next.readOn}`;
  await audit(tx, actor, {
    action: "reading.record",
    entity: "room",
    entityId: room.id,
    label: room.roomNumber,
    summary: !bill
      ? `${taken}: the meter's first reading`
      : bill.shares.length
        ? `${taken}: ${formatNumber(bill.units)} units, ${formatPKR(bill.amount)}, split among ${bill.shares.length} stay(s)`
        : `${taken}: ${formatNumber(bill.units)} units, ${formatPKR(bill.amount)}, borne by the hostel (nobody in the room)`,
    params: bill
      ? {
          kind: bill.shares.length ? "split" : "hostel",
          reading: next.reading,
          date: next.readOn,
          units: bill.units,
          amount: bill.amount,
          count: bill.shares.length,
        }
      : { kind: "first", reading: next.reading, date: next.readOn },
    after: {
      readingId: reading!.id,
      readOn: next.readOn,
      reading: next.reading,
      replaced: next.replaced,
      oldMeterFinal: reading!.oldMeterFinal,
      rate: type.amountPaisa / 100,
      bill,
    },
  });
  return { reading: reading!, bill };
}

/** POST /api/rooms/{id}/readings: 201 `{ reading, bill }` (bill null for the room's first reading). */
export async function recordReading(roomId: string, input: ReadingInput, actor: User) {
  const db = await getDb();
  const { reading, bill } = await db.transaction((tx) => takeReading(tx, roomId, input, actor, hostelToday(), OWN_FIELDS));
  return { reading: await readingApi(db, reading), bill };
}

/** POST /api/rooms/{id}/readings/preview: the bill the reading would make now, nothing saved. */
export async function previewReading(roomId: string, input: ReadingInput) {
  const db = await getDb();
  assertReadingDay(input.readOn, hostelToday(), OWN_FIELDS);
  const room = await findRoom(db, roomId, false);
  const previous = await lastReading(db, roomId);
  if (!previous) return { bill: null };
  return { bill: await billAfter(db, room, previous, input, (await electricityType(db)).amountPaisa, OWN_FIELDS) };
}

/** What the check-out passes: the leaving stay's room, its leave date and the meter's figures that day. */
export interface CheckOutReading {
  roomId: string;
  leaveDate: Day;
  reading: number;
  replaced?: boolean;
  oldMeterFinal?: number | null;
}

/**
 * A reading taken at check-out (docs/bills.md, "Readings"): dated the day after the leave date, so its
 * bill runs to the leave date and the leaving stay's share is on its ledger before the deposit settles.
 * Call it inside the check-out's transaction, with the booking's row locked, before the settlement's
 * figures are read. Refusals are 400s on `leaveDate`, `finalReading.reading` or
 * `finalReading.oldMeterFinal`. Returns the bill, null for the room's first reading.
 */
export async function takeReadingAtCheckOut(tx: Tx, input: CheckOutReading, actor: User | null): Promise<MeterBill | null> {
  const readOn = addDays(input.leaveDate, 1);
  const next = {
    readOn,
    reading: input.reading,
    replaced: input.replaced === true,
    oldMeterFinal: input.replaced ? (input.oldMeterFinal ?? null) : null,
  };
  if (next.replaced && next.oldMeterFinal === null) throw refused(CHECK_OUT_FIELDS.oldMeterFinal, "oldMeterFinalRequired");
  const { bill } = await takeReading(tx, input.roomId, next, actor, readOn, CHECK_OUT_FIELDS);
  return bill;
}

// ---------------------------------------------------------------------------------------------
// Reads: a reading with its bill, a room's readings, the Electricity screen's sheet and a month's bills.

type ShareRow = Pick<Charge, "id" | "bookingId" | "amount" | "readingId"> & { studentName: string };

/** The shares posted for these readings, by reading. */
async function sharesOf(tx: Tx | Db, readingIds: string[]): Promise<Map<string, ShareRow[]>> {
  const byReading = new Map<string, ShareRow[]>();
  if (readingIds.length === 0) return byReading;
  const rows = await tx
    .select({
      id: charges.id,
      bookingId: charges.bookingId,
      amount: charges.amount,
      readingId: charges.readingId,
      studentName: bookings.studentName,
    })
    .from(charges)
    .innerJoin(bookings, eq(bookings.id, charges.bookingId))
    .where(and(inArray(charges.readingId, readingIds), eq(charges.source, "meter")))
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));
  for (const row of rows) byReading.set(row.readingId!, [...(byReading.get(row.readingId!) ?? []), row]);
  return byReading;
}

/**
 * The reading a reading's bill was made from: the room's last reading not voided when it was saved
 * (only a room's last reading is ever voided, so that is the one before it which was live then).
 */
function previousOf(reading: MeterReading, all: MeterReading[]): MeterReading | null {
  const live = (other: MeterReading) =>
    other.createdAt < reading.createdAt && (!other.voided || (other.voidedAt !== null && other.voidedAt > reading.createdAt));
  return (
    all
      .filter((other) => other.id !== reading.id && other.readOn < reading.readOn && live(other))
      .sort((a, b) => (a.readOn < b.readOn ? 1 : -1))[0] ?? null
  );
}

export interface ReadingBill extends MeterBill {
  shares: (BillShare & { chargeId: string })[];
}

/** A reading's bill as it was posted: its units and amount from the reading before it, its shares as charged. */
async function billOf(tx: Tx | Db, reading: MeterReading, previous: MeterReading | null, posted: ShareRow[]): Promise<ReadingBill | null> {
  if (!previous) return null;
  const bill = meterBill(previous, reading, Number(reading.ratePaisa), []);
  const bedDays = new Map(
    (reading.roomId ? await bedDaysIn(tx, reading.roomId, bill.from, bill.to) : []).map((stay) => [stay.bookingId, stay.bedDays]),
  );
  return {
    ...bill,
    shares: posted.map((share) => ({
      chargeId: share.id,
      bookingId: share.bookingId,
      studentName: share.studentName,
      bedDays: bedDays.get(share.bookingId) ?? 0,
      amount: share.amount,
    })),
  };
}

/** A reading as the API answers it, with its bill. */
async function toReadingApi(tx: Tx | Db, reading: MeterReading, all: MeterReading[], shares: Map<string, ShareRow[]>) {
  const previous = previousOf(reading, all);
  return {
    _id: reading.id,
    roomId: reading.roomId,
    roomNumber: reading.roomNumber,
    readOn: reading.readOn,
    reading: reading.reading,
    replaced: reading.replaced,
    oldMeterFinal: reading.oldMeterFinal,
    rate: Number(reading.ratePaisa) / 100,
    voided: reading.voided,
    voidReason: reading.voidReason,
    voidedAt: reading.voidedAt,
    createdAt: reading.createdAt,
    /** The reading its bill counts from (null: the meter's first reading). */
    previous: previous && { _id: previous.id, readOn: previous.readOn, reading: previous.reading },
    bill: await billOf(tx, reading, previous, shares.get(reading.id) ?? []),
  };
}

export type ReadingApi = Awaited<ReturnType<typeof toReadingApi>>;

/** Every reading of a room (voided ones too), for working out which reading each bill came from. */
async function allReadingsOf(tx: Tx | Db, reading: Pick<MeterReading, "roomId" | "roomNumber">): Promise<MeterReading[]> {
  const sameRoom = reading.roomId
    ? eq(meterReadings.roomId, reading.roomId)
    : and(sql`${meterReadings.roomId} is null`, eq(meterReadings.roomNumber, reading.roomNumber));
  return tx.select().from(meterReadings).where(sameRoom).orderBy(desc(meterReadings.readOn), desc(meterReadings.createdAt));
}

async function readingApi(tx: Tx | Db, reading: MeterReading): Promise<ReadingApi> {
  return toReadingApi(tx, reading, await allReadingsOf(tx, reading), await sharesOf(tx, [reading.id]));
}

/** GET /api/rooms/{id}/readings: the room's readings, the last first, each with its bill and whether it was voided. */
export async function listReadings(roomId: string) {
  const db = await getDb();
  const room = await findRoom(db, roomId, false);
  const all = await allReadingsOf(db, { roomId: room.id, roomNumber: room.roomNumber });
  const shares = await sharesOf(
    db,
    all.map((reading) => reading.id),
  );
  const readings = [];
  for (const reading of all) readings.push(await toReadingApi(db, reading, all, shares));
  return { readings };
}

/**
 * POST /api/readings/{id}/void: voids the room's last reading with a reason and reverses its shares
 * (negative adjustments with each share's type, period and dates). An earlier reading, or one already
 * void, is 409.
 */
export async function voidReading(id: string, reason: string, actor: User) {
  const db = await getDb();
  const reading = await db.transaction(async (tx) => {
    const [seen] = await tx.select().from(meterReadings).where(eq(meterReadings.id, id));
    if (!seen) throw notFound(READING_NOT_FOUND);
    const posted = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.readingId, id), eq(charges.source, "meter")));
    await lockBookings(
      tx,
      posted.map((share) => share.bookingId),
    );
    if (seen.roomId) await findRoom(tx, seen.roomId, true).catch(() => null);
    const [current] = await tx.select().from(meterReadings).where(eq(meterReadings.id, id)).for("update");
    if (current!.voided) throw conflict("readingAlreadyVoid");
    const last = (await allReadingsOf(tx, current!)).find((other) => !other.voided);
    if (last?.id !== current!.id) throw conflict("readingNotLast");

    for (const share of posted) {
      await postLines(
        tx,
        share.bookingId,
        [
          {
            kind: "adjustment",
            typeId: share.typeId,
            source: "reversal",
            reversesId: share.id,
            period: share.period,
            chargedOn: share.chargedOn,
            dueOn: share.dueOn,
            amount: -share.amount,
            reason,
            description: `Reversed: ${share.description}`,
          },
        ],
        actor,
      );
    }
    const [voided] = await tx
      .update(meterReadings)
      .set({ voided: true, voidReason: reason, voidedAt: new Date(), voidedBy: actor.id })
      .where(eq(meterReadings.id, id))
      .returning();
    const reversed = posted.reduce((sum, share) => sum + share.amount, 0);
    await audit(tx, actor, {
      action: "reading.void",
      entity: "room",
      entityId: current!.roomId ?? current!.id,
      label: current!.roomNumber,
      summary: posted.length
        ? `Meter reading ${readingNumber(current!.reading)} on ${current!.readOn} voided, ${formatPKR(reversed)} reversed: ${reason}`
        : `Meter reading ${readingNumber(current!.reading)} on ${current!.readOn} voided: ${reason}`,
      params: { kind: posted.length ? "reversed" : "none", reading: current!.reading, date: current!.readOn, amount: reversed, reason },
      before: { readingId: id, voided: false },
      after: {
        readingId: id,
        voided: true,
        reason,
        reversed: posted.map((share) => ({ chargeId: share.id, bookingId: share.bookingId, amount: -share.amount })),
      },
    });
    return voided!;
  });
  return { reading: await readingApi(db, reading) };
}

/** One row of the Electricity screen: a room, its beds, its last reading and the units of that reading's bill. */
export interface SheetRoom {
  roomId: string;
  roomNumber: string;
  capacity: number;
  last: { readOn: Day; reading: number; units: number | null } | null;
}

/** Every room with its last reading (the Electricity screen), in room-number order; and the rate now. */
export async function electricitySheet(): Promise<{ rooms: SheetRoom[]; ratePaisa: number; today: Day }> {
  const db = await getDb();
  const roomRows = await db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, capacity: rooms.capacity })
    .from(rooms)
    .orderBy(sql`nullif(regexp_replace(${rooms.roomNumber}, '[^0-9]', '', 'g'), '')::int`, asc(rooms.roomNumber));
  const lastTwo = rowsOf<{
    roomId: string;
    readOn: string;
    reading: number;
    replaced: boolean;
    oldMeterFinal: number | null;
    rank: number;
  }>(
    await db.execute(sql`select room_id as "roomId", read_on::text as "readOn", reading, replaced, old_meter_final as "oldMeterFinal", rank::int as rank from (
        select *, row_number() over (partition by room_id order by read_on desc) as rank from meter_readings where not voided and room_id is not null
      ) ranked where rank <= 2`),
  );
  const rowsOfRoom = new Map<string, typeof lastTwo>();
  for (const row of lastTwo)
    rowsOfRoom.set(
      row.roomId,
      [...(rowsOfRoom.get(row.roomId) ?? []), row].sort((a, b) => a.rank - b.rank),
    );
  const sheet = roomRows.map((room): SheetRoom => {
    const [last, before] = rowsOfRoom.get(room.id) ?? [];
    const units = last && before ? (last.replaced ? last.oldMeterFinal! : last.reading) - before.reading : null;
    return {
      roomId: room.id,
      roomNumber: room.roomNumber,
      capacity: room.capacity,
      last: last ? { readOn: last.readOn, reading: last.reading, units } : null,
    };
  });
  return { rooms: sheet, ratePaisa: (await electricityType(db)).amountPaisa, today: hostelToday() };
}

/** The bills of the readings dated in a month (not voided), by room: the printable month of bills. */
export async function monthBills(month: string) {
  const db = await getDb();
  const inMonth = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.voided, false), sql`to_char(${meterReadings.readOn}, 'YYYY-MM') = ${month}`))
    .orderBy(sql`nullif(regexp_replace(${meterReadings.roomNumber}, '[^0-9]', '', 'g'), '')::int`, asc(meterReadings.readOn));
  const shares = await sharesOf(
    db,
    inMonth.map((reading) => reading.id),
  );
  const bills = [];
  for (const reading of inMonth) {
    const api = await toReadingApi(db, reading, await allReadingsOf(db, reading), shares);
    if (api.bill) bills.push(api);
  }
  return { month, bills, total: bills.reduce((sum, reading) => sum + reading.bill!.amount, 0) };
}
