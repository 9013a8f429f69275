import type { Messages } from "../shape";

export const audit: Messages["audit"] = {};
