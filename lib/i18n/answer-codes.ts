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
// registry keeps the most recently noted or looked-up texts only. Most texts are noted as they are written
// and looked up at once; a schema's fixed messages are noted once, when it loads, and stay by being used.
const KEPT = 20_000;

function keep(text: string, said: ServerMessage) {
  codes.delete(text);
  codes.set(text, said);
  if (codes.size > KEPT) codes.delete(codes.keys().next().value!);
}

/** Notes the code of a text: one an answer gave, or one a rule wrote. */
export function rememberCode(text: string | undefined, said: ServerMessage | undefined): void {
  if (text && said && typeof said.code === "string") keep(text, said);
}

/** The code and parts of this text, if an answer gave them or a rule wrote it. */
export function codeOfText(text: string): ServerMessage | undefined {
  const said = codes.get(text);
  if (said) keep(text, said);
  return said;
}
