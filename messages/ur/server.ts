import type { Messages } from "../shape";

export const server: Messages["server"] = {};
