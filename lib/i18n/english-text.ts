import { rememberCode } from "./answer-codes";
import { fillTemplate, paramTexts, say, type MessageParams, type NamePath, type ServerCode, type ServerMessage } from "./server-message";

// The shared validation rules run in the browser (the forms) and on the server (the API's `errors`), and
// their messages are plain English strings there (zod's, the forms'). Each is written from its code and
// variable parts by a writer made here, and its code is noted beside it (lib/i18n/answer-codes.ts): the
// screens show it in their language by that code, the API sends the code beside the text.

type Names = { fieldLabels?: Record<string, string>; valueKinds?: Record<string, string> };

/**
 * Writes the English text of a message whose template is among `templates` (its names among `names`)
 * and notes its code: only the English a module needs reaches the browser with it.
 */
export function englishWriter<Code extends ServerCode>(templates: Record<Code, string>, names: Names) {
  const named = (path: NamePath) => {
    const [group, key] = path.split(".") as [keyof Names, string];
    return names[group]?.[key] ?? key;
  };
  const englishOf = (message: ServerMessage & { code: Code }): string => {
    const text = fillTemplate(templates[message.code], paramTexts(message.params, "en", named));
    rememberCode(text, message);
    return text;
  };
  return {
    /** The English text of a message, its code noted. */
    englishOf,
    /** The English text of a message by its code and parts, its code noted. */
    sayEnglish: (code: Code, params?: MessageParams) => englishOf(say(code, params) as ServerMessage & { code: Code }),
  };
}
