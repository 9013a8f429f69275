import type { Messages } from "../shape";

export const auth: Messages["auth"] = {};
