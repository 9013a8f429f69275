import type { Messages } from "../shape";

export const maintenance: Messages["maintenance"] = {};
