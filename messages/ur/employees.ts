import type { Messages } from "../shape";

export const employees: Messages["employees"] = {};
