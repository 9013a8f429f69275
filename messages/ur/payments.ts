import type { Messages } from "../shape";

export const payments: Messages["payments"] = {};
