import type { Messages } from "../shape";

export const customers: Messages["customers"] = {};
