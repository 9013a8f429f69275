import { settleCheckOut, type CheckOutChoices, type CheckOutFigures, type StayForCheckOut } from "@/lib/money";

export type { CheckOutChoices, CheckOutFigures, StayForCheckOut };

/** The settlement the server will store for these choices: the same pure function it runs (lib/money/check-out.ts). */
export function previewCheckOut(stay: StayForCheckOut, choices: CheckOutChoices): CheckOutFigures {
  return settleCheckOut(stay, choices).figures;
}
