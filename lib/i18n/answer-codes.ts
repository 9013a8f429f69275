import type { ServerMessage } from "./server-message";

// The codes of the texts the API answered with. A failure's text travels on to the screens as a plain
// string (a toast, a field's message in the form), and there it is shown in the page's language: by the
// code the answer gave beside it (lib/i18n/server-text.ts), not by its wording. Kept small: every screen
// loads it with the API client.

const codes = new Map<string, ServerMessage>();

/** Notes the code an answer gave for one of its texts. */
export function rememberCode(text: string | undefined, said: ServerMessage | undefined): void {
  if (text && said && typeof said.code === "string") codes.set(text, said);
}

/** The code and parts an answer gave for this text, if one did. */
export const codeOfText = (text: string): ServerMessage | undefined => codes.get(text);
