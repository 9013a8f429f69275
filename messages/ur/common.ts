import type { Messages } from "../shape";

export const common: Messages["common"] = {};
