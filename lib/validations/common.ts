import { z } from "zod";

/** Record ids are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid("Invalid id");
