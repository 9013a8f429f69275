import type { server as englishServer } from "@/messages/en/server";
import { formatDate, formatPKR, formatYearMonth, ltr, paymentModeLabel } from "@/lib/format";

// A server message as a code and its variable parts: the code is a key of the "server" catalogue
// (messages/en/server.ts, messages/ur/server.ts), each part says what kind of value it is, so each
// language writes it its own way. The API sends the English text (its contract) beside the code and
// parts; the screens show the page's language from the code. Loads in the browser too.

type English = typeof englishServer;
/** A key of the "server" catalogue whose value is a text. */
export type ServerCode = { [K in keyof English]: English[K] extends string ? K : never }[keyof English];
/** A field's name, as the catalogue's `fieldLabels` has it. */
export type LabelKey = keyof English["fieldLabels"];
/** A kind of value (zod's "expected string, received number"), as the catalogue's `valueKinds` has it. */
export type KindKey = keyof English["valueKinds"];
/** Where the catalogue holds a part's words: a field's name or a kind of value. */
export type NamePath = `fieldLabels.${LabelKey}` | `valueKinds.${KindKey}`;

/**
 * A variable part: a string or number is data (a name, a room number, a count), written as it is; the
 * others are written the page's way: a field's name, a kind of value, a day (YYYY-MM-DD; `written` keeps
 * a service's own English form of it), an amount of rupees, a month (YYYY-MM), a payment mode.
 */
export type MessageParam =
  | string
  | number
  | { label: LabelKey }
  | { kind: KindKey }
  | { day: string; written?: "iso" }
  | { amount: number }
  | { month: string }
  | { mode: string };
export type MessageParams = Record<string, MessageParam>;

export interface ServerMessage {
  code: ServerCode;
  params?: MessageParams;
}

/** A message by its code and variable parts. */
export const say = (code: ServerCode, params?: MessageParams): ServerMessage => (params ? { code, params } : { code });

type Language = "en" | "ur";

/** A variable part in a language; `named` gives the catalogue's words for a field's name or a kind of value there. */
export function paramText(param: MessageParam, language: Language, named: (path: NamePath) => string): string {
  if (typeof param === "number" || typeof param === "string") return language === "en" ? String(param) : `\u2068${param}\u2069`;
  if ("label" in param) return named(`fieldLabels.${param.label}`);
  if ("kind" in param) return named(`valueKinds.${param.kind}`);
  if ("day" in param) {
    if (language === "ur") return ltr(formatDate(param.day));
    return param.written === "iso" ? param.day : formatDate(param.day);
  }
  if ("amount" in param) return formatPKR(param.amount, language);
  if ("month" in param) return formatYearMonth(param.month, language);
  return language === "en" ? param.mode : paymentModeLabel(param.mode, "ur");
}

/** The message's variable parts as a language writes them. */
export function paramTexts(
  params: MessageParams | undefined,
  language: Language,
  named: (path: NamePath) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, param]) => [name, paramText(param, language, named)]));
}

/** A catalogue text with its "{name}" parts filled in. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
