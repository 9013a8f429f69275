import { z } from "zod";

/** The 409 answer to a write made from an older copy of a record; the screens offer "Reload" on it. */
export const STALE_RECORD_MESSAGE = "This record was changed by someone else. Reload it to see the changes.";

/** Record ids are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid("Invalid id");
