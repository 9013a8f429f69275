import type { Messages } from "../shape";

export const rooms: Messages["rooms"] = {};
