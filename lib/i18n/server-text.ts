import { useLocale, useTranslations } from "next-intl";
import { codeOfText } from "./answer-codes";
import { paramTexts, type ServerMessage } from "./server-message";

// The API answers in the spec's English (its contract), with each message's code beside its text, and
// the shared validation rules write their English from a code too (lib/validations/message.ts): the
// screens show such a text by its code (lib/i18n/answer-codes.ts) in the page's language. A text
// without a code (the screens' own, already translated) is shown as it came.

type Translate = (key: string, values?: Record<string, string>) => string;

/** A server message in the language of `t` (the "server" namespace's translator), from its code and parts. */
export function serverMessageText({ code, params }: ServerMessage, t: Translate, language: "en" | "ur"): string {
  return t(
    code,
    paramTexts(params, language, (path) => t(path)),
  );
}

/**
 * A server or validation text in the language of `t`: by its code (`said`, else the one noted for the
 * text) when it has one, else as it came.
 */
export function serverText(text: string, t: Translate, language: "en" | "ur", said?: ServerMessage): string {
  if (language === "en") return text;
  const coded = said ?? (text ? codeOfText(text) : undefined);
  return coded ? serverMessageText(coded, t, language) : text;
}

/** A function that shows a server or validation text in the page's language (by `said`, its code, when given). */
export function useServerText(): (text: string, said?: ServerMessage) => string {
  const language = useLocale() === "en" ? "en" : "ur";
  const t = useTranslations("server") as unknown as Translate;
  return (text, said) => serverText(text, t, language, said);
}
