import type { Messages } from "../shape";

export const stay: Messages["stay"] = {};
