import type { Messages } from "../shape";

export const profile: Messages["profile"] = {};
