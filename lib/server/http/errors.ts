import { server as english } from "@/messages/en/server";
import { fillTemplate, paramTexts, say, type ServerCode, type ServerMessage } from "@/lib/i18n/server-message";

export { say, type LabelKey, type ServerCode } from "@/lib/i18n/server-message";

/** The field messages of an answer, in English (the contract's `errors`). */
export type FieldErrors = Record<string, string>;
/** The same, by code: what the screens translate. */
export type FieldCodes = Record<string, ServerMessage>;
/**
 * A message by its code, or with its variable parts; or a text of the shared validation rules, which
 * the zod schemas give too (it travels without a code, and the screens find it by its wording).
 */
export type Message = ServerCode | ServerMessage | RuleText;
export interface RuleText {
  ruleText: string;
}
/** A message of the shared validation rules (lib/validations), as a failure's message. */
export const ruleText = (text: string): RuleText => ({ ruleText: text });
/** A failure's field messages: one field (the failure's own message under it), or a message for each. */
export type Fields = string | Record<string, Message>;

type Said = ServerMessage | RuleText;
const messageOf = (message: Message): Said => (typeof message === "string" ? say(message) : message);

/** A server message in English, as the API's contract writes it. */
export const englishMessage = (said: Said): string =>
  "ruleText" in said
    ? said.ruleText
    : fillTemplate(
        english[said.code],
        paramTexts(said.params, "en", (key) => english.fieldLabels[key]),
      );

/** What an answer carries of a message beside its English text: its code and parts (none for a rule's text). */
const codeOf = (said: Said): ServerMessage | undefined => ("ruleText" in said ? undefined : said);

/** An expected failure with the HTTP status and message the client should see. */
export class AppError extends Error {
  readonly code?: ServerCode;
  readonly params?: ServerMessage["params"];
  private readonly fields?: Record<string, Said>;

  constructor(
    public readonly status: number,
    message: Message,
    fields?: Fields,
  ) {
    const said = messageOf(message);
    super(englishMessage(said));
    this.name = "AppError";
    const coded = codeOf(said);
    if (coded) this.code = coded.code;
    if (coded?.params) this.params = coded.params;
    if (fields !== undefined) {
      this.fields =
        typeof fields === "string"
          ? { [fields]: said }
          : Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, messageOf(text)]));
    }
  }

  /** The field messages in English (the contract's `errors`). */
  get errors(): FieldErrors | undefined {
    return this.fields && Object.fromEntries(Object.entries(this.fields).map(([field, said]) => [field, englishMessage(said)]));
  }

  /** The field messages by code (those that have one). */
  get fieldCodes(): FieldCodes | undefined {
    const coded =
      this.fields && Object.entries(this.fields).flatMap(([field, said]) => (codeOf(said) ? [[field, codeOf(said)!] as const] : []));
    return coded?.length ? Object.fromEntries(coded) : undefined;
  }

  /** The failure by code, for the screens: its message's code and parts, and each field's. */
  get said(): Partial<ServerMessage> & { fieldCodes?: FieldCodes } {
    const fieldCodes = this.fieldCodes;
    return { ...(this.code && { code: this.code }), ...(this.params && { params: this.params }), ...(fieldCodes && { fieldCodes }) };
  }
}

export const badRequest = (message: Message, fields?: Fields) => new AppError(400, message, fields);
export const unauthorized = (message: Message = "signInToContinue") => new AppError(401, message);
export const forbidden = (message: Message = "notAllowed") => new AppError(403, message);
export const notFound = (message: Message = "notFound") => new AppError(404, message);
export const conflict = (message: Message, fields?: Fields) => new AppError(409, message, fields);
export const tooManyRequests = (message: Message, retryAfterSeconds: number) =>
  Object.assign(new AppError(429, message), { retryAfterSeconds });
