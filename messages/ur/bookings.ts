import type { Messages } from "../shape";

export const bookings: Messages["bookings"] = {};
