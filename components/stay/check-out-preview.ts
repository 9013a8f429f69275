import { checkOutCharges, periodOf, reconcileRent, settle, type Day, type IssuedRentLine, type RentPart } from "@/lib/money";
import type { LedgerCharge, SettlementFigures } from "./types";

/** What the check-out works from, as the page read it from the stay's ledger. */
export interface StayForCheckOut {
  today: Day;
  checkIn: Day;
  /** Monthly stays are charged month by month; a days/weeks stay has its one charge. */
  monthly: boolean;
  /** The rent schedule: the check-in room's rent, then each move or rent change. */
  parts: RentPart[];
  /** The rent on the leave date: the sudden-departure fee is one month of it. */
  currentRent: number;
  /** The notice date when the stay is on notice: it decides whether the departure is sudden. */
  noticeDate: Day | null;
  deposit: number;
  charges: Pick<LedgerCharge, "kind" | "period" | "amount" | "chargedOn" | "dueOn">[];
  /** Non-voided payments so far. */
  paid: number;
}

export interface CheckOutChoices {
  leaveDate: Day;
  damages: { description: string; amount: number }[];
  keyLost: boolean;
  waive: boolean;
}

export type CheckOutFigures = Omit<SettlementFigures, "refundMode">;

const isRentLine = (charge: StayForCheckOut["charges"][number]): charge is IssuedRentLine =>
  (charge.kind === "rent" || charge.kind === "adjustment") && charge.period !== null;

/**
 * The settlement the server will store for these choices, worked out with the same pure functions it
 * uses: the rent brought to the leave date, the check-out items, then the deposit settles the balance.
 */
export function previewCheckOut(stay: StayForCheckOut, choices: CheckOutChoices): CheckOutFigures {
  const terms = { checkIn: stay.checkIn, leaveDate: choices.leaveDate, parts: stay.parts };
  const rentLines = stay.monthly ? reconcileRent(terms, stay.charges.filter(isRentLine), periodOf(stay.today)) : [];
  const items = checkOutCharges({
    leaveDate: choices.leaveDate,
    noticeDate: stay.noticeDate,
    currentRent: stay.currentRent,
    damages: choices.damages,
    keyLost: choices.keyLost,
    waive: choices.waive,
  });
  const lines = [...stay.charges, ...rentLines];
  const rentCharged = lines.filter((line) => ["rent", "stay", "adjustment"].includes(line.kind)).reduce((sum, line) => sum + line.amount, 0);
  const charged = lines.reduce((sum, line) => sum + line.amount, 0) + items.items.reduce((sum, item) => sum + item.amount, 0);
  const balanceBeforeDeposit = charged - stay.paid;
  return {
    leaveDate: choices.leaveDate,
    noticeDate: stay.noticeDate,
    sudden: items.sudden,
    waived: items.waived,
    deposit: stay.deposit,
    rentCharged,
    suddenDepartureFee: items.suddenDepartureFee,
    damages: items.damages,
    damageItems: choices.damages,
    lostKeyFine: items.lostKeyFine,
    paid: stay.paid,
    balanceBeforeDeposit,
    ...settle({ deposit: stay.deposit, balanceBeforeDeposit }),
  };
}
