import type { Day } from "./days";

/** A resident's stay that is still open: reserved, living here, or on notice. */
export interface OpenStay {
  status: string;
  leaveDate: Day | null;
}

/**
 * One resident, one bed: a new stay beginning on `firstDay` is refused while `open` runs, unless it is
 * on notice and ends before that day. The server's check and the Add Booking picker both ask this.
 */
export const blocksNewStay = (open: OpenStay, firstDay: Day): boolean =>
  !(open.status === "notice" && open.leaveDate !== null && open.leaveDate < firstDay);
