import { z } from "zod";
import type { KindKey } from "@/lib/i18n/server-message";
import { valueKinds } from "@/messages/en/validation";
import { sayEnglish } from "./message";

// zod's own messages, where a schema has none of its own ("Invalid input: expected string, received
// number"): word for word zod's English, written by code like the rules' own (./message.ts). Every
// module of schemas loads this (through ./fields.ts, or itself).

/** The kind of a value as zod's "received …" names it: one of the catalogue's kinds, or its own name. */
function receivedKind(input: unknown): KindKey | string {
  if (typeof input === "number") return Number.isNaN(input) ? "nan" : Number.isFinite(input) ? "number" : String(input);
  if (typeof input !== "object") return typeof input;
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  const prototype = Object.getPrototypeOf(input) as object | null;
  return prototype && prototype !== Object.prototype && "constructor" in input && input.constructor ? input.constructor.name : "object";
}

const kindParam = (kind: string) => (Object.hasOwn(valueKinds, kind) ? { kind: kind as KindKey } : kind);

z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type") {
      return sayEnglish("invalidType", { expected: kindParam(issue.expected), received: kindParam(receivedKind(issue.input)) });
    }
    if (
      issue.code === "invalid_union" &&
      !("options" in issue && Array.isArray(issue.options) && issue.options.length) &&
      issue.inclusive !== false
    ) {
      return sayEnglish("invalidInputPlain");
    }
    return undefined;
  },
});
