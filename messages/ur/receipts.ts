import type { Messages } from "../shape";

export const receipts: Messages["receipts"] = {};
