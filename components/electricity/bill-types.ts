// The API's answers about readings (docs/bills.md, "API"), as the Electricity screen reads them.

export interface BillShareJson {
  bookingId: string;
  studentName: string;
  bedDays: number;
  amount: number;
}

export interface BillJson {
  units: number;
  /** Rupees a unit, up to two decimals. */
  rate: number;
  amount: number;
  from: string;
  to: string;
  shares: BillShareJson[];
}

/** One room of the sheet: its beds and its last reading (with the units of that reading's bill). */
export interface SheetRoomJson {
  roomId: string;
  roomNumber: string;
  capacity: number;
  last: { readOn: string; reading: number; units: number | null } | null;
}
