import type { ServerMessage } from "./server-message";

// The codes of the texts the panel shows from the API and from the shared validation rules. Such a text
// travels on to the screens as a plain string (a toast, a field's message in a form), and there it is
// shown in the page's language by its code (lib/i18n/server-text.ts), never by its wording: the API
// client notes the code an answer gave beside each text, and the rules note the code of every text they
// write (lib/i18n/english-text.ts). Kept small: every screen loads it with the API client.

// One registry per JavaScript realm, even where the bundler gives two chunks their own copy of this module.
const REGISTRY = Symbol.for("hostel.answerCodes");
const codes = ((globalThis as { [REGISTRY]?: Map<string, ServerMessage> })[REGISTRY] ??= new Map<string, ServerMessage>());

// A long-running server writes messages with data in them (amounts, names, typed values) for years: the
// registry keeps the most recent ones only. A text is looked up right after it is written (the same
// request, the same screen), long before this many others follow it.
const KEPT = 2000;

/** Notes the code of a text: one an answer gave, or one a rule wrote. */
export function rememberCode(text: string | undefined, said: ServerMessage | undefined): void {
  if (!(text && said && typeof said.code === "string")) return;
  codes.delete(text);
  codes.set(text, said);
  if (codes.size > KEPT) codes.delete(codes.keys().next().value!);
}

/** The code and parts of this text, if an answer gave them or a rule wrote it. */
export const codeOfText = (text: string): ServerMessage | undefined => codes.get(text);
