// The check-out's arithmetic, once (README.md: "Notice, check-out and deposit"): the server's check-out
// stores what this returns, and the Check out screen shows it live as the admin types.
import { periodOf, type Day } from "./days";
import { reconcileCharges, type IssuedRentLine, type NewCharge, type RentPart, type StayChargeLine } from "./rent";
import { checkOutCharges, settle, type CheckOutItem } from "./settlement";
import type { ChargeKind } from "./ledger";
import { RENT_CHARGE_KINDS } from "@/models/enums";

/** What the check-out works from: the stay as its ledger stands today. */
export interface StayForCheckOut {
  today: Day;
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
  /** Every charge issued so far. */
  charges: { kind: ChargeKind; period: string | null; amount: number; chargedOn: Day; dueOn: Day }[];
  /** Non-voided payments so far. */
  paid: number;
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
}

const RENT_KINDS: readonly ChargeKind[] = RENT_CHARGE_KINDS;
const isRentOrStayLine = (charge: StayForCheckOut["charges"][number]): charge is IssuedRentLine | StayChargeLine => RENT_KINDS.includes(charge.kind);

/**
 * A check-out on `choices.leaveDate`: the rent brought to the leave date, the check-out items, then the
 * deposit settles the balance. Pure: the same figures on the screen and in the stored settlement.
 */
export function settleCheckOut(stay: StayForCheckOut, choices: CheckOutChoices): CheckOutResult {
  const terms = { checkIn: stay.checkIn, leaveDate: choices.leaveDate, parts: stay.parts, fixedTotal: stay.fixedTotal, cancelled: false };
  const rentLines = reconcileCharges(terms, stay.charges.filter(isRentOrStayLine), periodOf(stay.today), stay.today);
  const charges = checkOutCharges({
    leaveDate: choices.leaveDate,
    noticeDate: stay.noticeDate,
    currentRent: stay.currentRent,
    damages: choices.damages,
    keyLost: choices.keyLost,
    waive: choices.waive,
  });
  const lines = [...stay.charges, ...rentLines];
  const rentCharged = lines.filter((line) => RENT_KINDS.includes(line.kind)).reduce((sum, line) => sum + line.amount, 0);
  const charged = lines.reduce((sum, line) => sum + line.amount, 0) + charges.items.reduce((sum, item) => sum + item.amount, 0);
  const balanceBeforeDeposit = charged - stay.paid;
  return {
    figures: {
      leaveDate: choices.leaveDate,
      noticeDate: stay.noticeDate,
      sudden: charges.sudden,
      waived: charges.waived,
      deposit: stay.deposit,
      rentCharged,
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
  };
}
