// The check-out's arithmetic, once (README.md: "Notice, check-out and deposit"): the server's check-out
// stores what this returns, and the Check out screen shows it live as the admin types.
import { periodOf, type Day } from "./days";
import { reconcileCharges, type IssuedRentLine, type NewCharge, type RentPart, type StayChargeLine } from "./rent";
import { checkOutCharges, DEFAULT_HOUSE_RULES, settle, type CheckOutItem, type HouseRules } from "./settlement";
import type { ChargeKind, ChargeLine, PaymentLine } from "./ledger";
import {
  reconcileLateFees,
  reconcileMonthlyExtras,
  type ExtrasTerms,
  type LateFeeRule,
  type NewExtraLine,
  type NewLateFeeLine,
  type TypedLine,
} from "./extras";
import { RENT_CHARGE_KINDS } from "@/models/enums";

/** What the check-out works from: the stay as its ledger stands today. */
export interface StayForCheckOut {
  today: Day;
  /** The house rules on the day of the check-out (default: DEFAULT_HOUSE_RULES). */
  rules?: HouseRules;
  checkIn: Day;
  /** A days/weeks stay's agreed total (its one charge); null for a monthly stay. */
  fixedTotal: number | null;
  /** The rent schedule: the check-in room's rent, then each move or rent change. */
  parts: RentPart[];
  /** The rent on the leave date: the sudden-departure fee is one month of it. */
  currentRent: number;
  /** The notice date when the stay is on notice: it decides whether the departure is sudden. */
  noticeDate: Day | null;
  deposit: number;
  /** Every charge issued so far; extras and late fees carry their type (docs/bills.md). */
  charges: { kind: ChargeKind; period: string | null; amount: number; chargedOn: Day; dueOn: Day; typeId?: string | null }[];
  /** Non-voided payments so far. */
  paid: number;
  /** The stay's bills beyond rent (docs/bills.md): its monthly extras end on the leave date like the rent, and its late fees follow. */
  bills?: {
    extras: ExtrasTerms;
    /** The issued lines with their ids, groups and ranks (chargeLinesOf). */
    lines: (ChargeLine & TypedLine)[];
    payments: PaymentLine[];
    lateFee: LateFeeRule;
    /** Each type's same-day rank (allocation's `rank`). */
    typeRanks: Record<string, number>;
  };
}

export interface CheckOutChoices {
  leaveDate: Day;
  damages: { description: string; amount: number }[];
  keyLost: boolean;
  waive: boolean;
}

/** The settlement's figures, as stored and as the slip prints them. */
export interface CheckOutFigures {
  leaveDate: Day;
  noticeDate: Day | null;
  sudden: boolean;
  waived: boolean;
  deposit: number;
  rentCharged: number;
  extrasCharged: number;
  suddenDepartureFee: number;
  damages: number;
  damageItems: { description: string; amount: number }[];
  lostKeyFine: number;
  paid: number;
  balanceBeforeDeposit: number;
  depositApplied: number;
  creditRefunded: number;
  refund: number;
  stillOwed: number;
}

export interface CheckOutResult {
  figures: CheckOutFigures;
  /** The rent lines that bring the stay to its leave date (the leave month prorated, later months reversed). */
  rentLines: (NewCharge | StayChargeLine)[];
  /** The sudden-departure fee, the damages and the lost key. */
  items: CheckOutItem[];
  /** The monthly extras brought to the leave date, and the late fees that follow from it. */
  extraLines: NewExtraLine[];
  lateFeeLines: NewLateFeeLine[];
}

const RENT_KINDS: readonly ChargeKind[] = RENT_CHARGE_KINDS;
const isRentOrStayLine = (charge: StayForCheckOut["charges"][number]): charge is IssuedRentLine | StayChargeLine =>
  RENT_KINDS.includes(charge.kind) && !charge.typeId;

/**
 * A check-out on `choices.leaveDate`: the rent brought to the leave date, the check-out items, then the
 * deposit settles the balance. Pure: the same figures on the screen and in the stored settlement.
 */
export function settleCheckOut(stay: StayForCheckOut, choices: CheckOutChoices): CheckOutResult {
  const rules = stay.rules ?? DEFAULT_HOUSE_RULES;
  const terms = {
    checkIn: stay.checkIn,
    leaveDate: choices.leaveDate,
    parts: stay.parts,
    fixedTotal: stay.fixedTotal,
    cancelled: false,
    rentDueDay: rules.rentDueDay,
  };
  const rentLines = reconcileCharges(terms, stay.charges.filter(isRentOrStayLine), periodOf(stay.today), stay.today);
  const charges = checkOutCharges({
    rules,
    leaveDate: choices.leaveDate,
    noticeDate: stay.noticeDate,
    currentRent: stay.currentRent,
    damages: choices.damages,
    keyLost: choices.keyLost,
    waive: choices.waive,
  });
  const { extraLines, lateFeeLines } = billsToLeave(stay, choices.leaveDate, rentLines);
  const lines = [...stay.charges, ...rentLines, ...extraLines, ...lateFeeLines];
  const sum = (some: { amount: number }[]) => some.reduce((total, line) => total + line.amount, 0);
  const rentCharged = sum(lines.filter((line) => RENT_KINDS.includes(line.kind) && !("typeId" in line && line.typeId)));
  const extrasCharged = sum(lines.filter((line) => "typeId" in line && line.typeId));
  const charged = sum(lines) + sum(charges.items);
  const balanceBeforeDeposit = charged - stay.paid;
  return {
    figures: {
      leaveDate: choices.leaveDate,
      noticeDate: stay.noticeDate,
      sudden: charges.sudden,
      waived: charges.waived,
      deposit: stay.deposit,
      rentCharged,
      extrasCharged,
      suddenDepartureFee: charges.suddenDepartureFee,
      damages: charges.damages,
      damageItems: choices.damages,
      lostKeyFine: charges.lostKeyFine,
      paid: stay.paid,
      balanceBeforeDeposit,
      ...settle({ deposit: stay.deposit, balanceBeforeDeposit }),
    },
    rentLines,
    items: charges.items,
    extraLines,
    lateFeeLines,
  };
}

/** The monthly extras to the leave date, then the late fees with every line the check-out adds. */
function billsToLeave(stay: StayForCheckOut, leaveDate: Day, rentLines: (NewCharge | StayChargeLine)[]) {
  if (!stay.bills) return { extraLines: [], lateFeeLines: [] };
  const { extras, lines, payments, lateFee, typeRanks } = stay.bills;
  const extraLines = reconcileMonthlyExtras({ ...extras, leaveDate }, lines, periodOf(stay.today), stay.today);
  let seq = lines.reduce((max, line) => Math.max(max, line.seq), 0);
  const added = [...rentLines.map((line) => ({ ...line, typeId: null, source: null })), ...extraLines].map((line, i) => ({
    ...line,
    id: `new:${i}`,
    seq: ++seq,
    reversesId: null,
    group: line.typeId ? `typed:${line.typeId}:${line.period}` : undefined,
    rank: line.typeId ? (typeRanks[line.typeId] ?? 1) : 0,
  }));
  const lateFeeLines = reconcileLateFees({
    charges: [...lines, ...added],
    payments,
    settlement: null,
    leaveDate,
    today: stay.today,
    rule: lateFee,
  });
  return { extraLines, lateFeeLines };
}
