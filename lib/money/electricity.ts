// A room's electricity bill by meter and its split among the stays in the room (docs/bills.md, rule B3:
// "Electricity by meter"). Pure: the service reads the readings and the stays' bed-days, calls
// `meterBill`, and posts the shares it returns.
import { addDays, type Day } from "./days";

/** The reading a bill starts from: the room's last reading before the new one. */
export interface PreviousReading {
  readOn: Day;
  reading: number;
}

/** The new reading. `replaced`: the meter was changed, `oldMeterFinal` being the old meter's last figure. */
export interface NewReading {
  readOn: Day;
  reading: number;
  replaced?: boolean;
  oldMeterFinal?: number | null;
}

/** A stay that held a bed of the room within the period, with its days there (bed-days). */
export interface StayInRoom {
  bookingId: string;
  studentName: string;
  checkIn: Day;
  bedDays: number;
}

export interface BillShare {
  bookingId: string;
  studentName: string;
  bedDays: number;
  amount: number;
}

export interface MeterBill {
  units: number;
  /** Rupees per unit (up to two decimals). */
  rate: number;
  /** round(units × rate), whole rupees. */
  amount: number;
  /** The period billed, both days included: the previous reading's day to the day before the new one. */
  from: Day;
  to: Day;
  /** Σ amount = the bill; none when nobody was in the room (the hostel bears it). */
  shares: BillShare[];
}

/** Why a reading cannot make a bill. */
export type MeterRefusal = "not_after_previous" | "negative_units" | "old_meter_missing" | "old_meter_below_previous";

export class MeterError extends Error {
  constructor(public readonly refusal: MeterRefusal) {
    super(refusal);
    this.name = "MeterError";
  }
}

/** The units used since `previous`: the meter's rise, or up to the old meter's final figure when it was replaced. */
export function meterUnits(previous: PreviousReading, next: NewReading): number {
  if (next.readOn <= previous.readOn) throw new MeterError("not_after_previous");
  if (next.replaced) {
    if (next.oldMeterFinal === null || next.oldMeterFinal === undefined) throw new MeterError("old_meter_missing");
    if (next.oldMeterFinal < previous.reading) throw new MeterError("old_meter_below_previous");
    return next.oldMeterFinal - previous.reading;
  }
  if (next.reading < previous.reading) throw new MeterError("negative_units");
  return next.reading - previous.reading;
}

/** round(units × ratePaisa / 100), half up, on integers (the rate is in paisa per unit). */
export function billRupees(units: number, ratePaisa: number): number {
  return Number((BigInt(units) * BigInt(ratePaisa) + 50n) / 100n);
}

/**
 * `amount` split by bed-days: each share rounded down, then the rupees left one each to the largest
 * remainders (ties: the earlier check-in, then the smaller booking id), so the shares add up to
 * `amount` exactly. Stays without a bed-day get nothing; nobody at all: no shares. Shares are listed
 * by check-in, then booking id.
 */
export function splitByBedDays(amount: number, stays: StayInRoom[]): BillShare[] {
  const present = stays.filter((stay) => stay.bedDays > 0);
  const total = BigInt(present.reduce((sum, stay) => sum + stay.bedDays, 0));
  if (total === 0n) return [];
  const bill = BigInt(amount);
  const byCheckIn = (a: StayInRoom, b: StayInRoom) =>
    a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.bookingId < b.bookingId ? -1 : a.bookingId > b.bookingId ? 1 : 0;
  const exact = present
    .map((stay) => ({ stay, floor: (bill * BigInt(stay.bedDays)) / total, remainder: (bill * BigInt(stay.bedDays)) % total }))
    .sort((a, b) => byCheckIn(a.stay, b.stay));
  let left = bill - exact.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder > b.remainder ? -1 : a.remainder < b.remainder ? 1 : byCheckIn(a.stay, b.stay),
  );
  const extra = new Set<StayInRoom>();
  for (const share of byRemainder) {
    if (left === 0n) break;
    extra.add(share.stay);
    left -= 1n;
  }
  return exact.map(({ stay, floor }) => ({
    bookingId: stay.bookingId,
    studentName: stay.studentName,
    bedDays: stay.bedDays,
    amount: Number(floor) + (extra.has(stay) ? 1 : 0),
  }));
}

/**
 * The bill a reading makes after `previous`: the units (MeterError when they cannot be counted), the
 * bill at `ratePaisa` per unit for the days `previous.readOn … next.readOn − 1`, and its split among
 * `stays` by their bed-days in that period.
 */
export function meterBill(previous: PreviousReading, next: NewReading, ratePaisa: number, stays: StayInRoom[]): MeterBill {
  const units = meterUnits(previous, next);
  const amount = billRupees(units, ratePaisa);
  return {
    units,
    rate: ratePaisa / 100,
    amount,
    from: previous.readOn,
    to: addDays(next.readOn, -1),
    shares: splitByBedDays(amount, stays),
  };
}
