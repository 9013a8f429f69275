import type { Messages } from "../shape";

export const salaries: Messages["salaries"] = {};
