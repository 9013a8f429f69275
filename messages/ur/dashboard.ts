import type { Messages } from "../shape";

export const dashboard: Messages["dashboard"] = {};
