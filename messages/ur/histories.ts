import type { Messages } from "../shape";

export const histories: Messages["histories"] = {};
