import { z } from "zod";
import { sayEnglish } from "./message";
import "./zod-messages";

/** Record ids are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid(sayEnglish("invalidId"));
