import type { Messages } from "../shape";

export const occupancy: Messages["occupancy"] = {};
