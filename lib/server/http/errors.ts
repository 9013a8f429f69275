import { server as english } from "@/messages/en/server";
import { fillTemplate, paramTexts, say, type NamePath, type ServerCode, type ServerMessage } from "@/lib/i18n/server-message";

export { say, type LabelKey, type ServerCode } from "@/lib/i18n/server-message";

/** The field messages of an answer, in English (the contract's `errors`). */
export type FieldErrors = Record<string, string>;
/** The same, by code: what the screens translate. */
export type FieldCodes = Record<string, ServerMessage>;
/** A message by its code, or with its variable parts (the validation rules' own, lib/validations/message.ts, among them). */
export type Message = ServerCode | ServerMessage;
/** A failure's field messages: one field (the failure's own message under it), or a message for each. */
export type Fields = string | Record<string, Message>;

const messageOf = (message: Message): ServerMessage => (typeof message === "string" ? say(message) : message);

/** A part's words in English: a field's name or a kind of value. */
const englishName = (path: NamePath) => {
  const [group, key] = path.split(".") as ["fieldLabels" | "valueKinds", string];
  return (english[group] as Record<string, string>)[key] ?? key;
};

/** A server message in English, as the API's contract writes it. */
export const englishMessage = (said: ServerMessage): string => fillTemplate(english[said.code], paramTexts(said.params, "en", englishName));

/** An expected failure with the HTTP status and message the client should see. */
export class AppError extends Error {
  readonly code: ServerCode;
  readonly params?: ServerMessage["params"];
  private readonly fields?: Record<string, ServerMessage>;

  constructor(
    public readonly status: number,
    message: Message,
    fields?: Fields,
  ) {
    const said = messageOf(message);
    super(englishMessage(said));
    this.name = "AppError";
    this.code = said.code;
    if (said.params) this.params = said.params;
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

  /** The field messages by code. */
  get fieldCodes(): FieldCodes | undefined {
    return this.fields;
  }

  /** The failure by code, for the screens: its message's code and parts, and each field's. */
  get said(): ServerMessage & { fieldCodes?: FieldCodes } {
    return { code: this.code, ...(this.params && { params: this.params }), ...(this.fields && { fieldCodes: this.fields }) };
  }
}

export const badRequest = (message: Message, fields?: Fields) => new AppError(400, message, fields);
export const unauthorized = (message: Message = "signInToContinue") => new AppError(401, message);
export const forbidden = (message: Message = "notAllowed") => new AppError(403, message);
export const notFound = (message: Message = "notFound") => new AppError(404, message);
export const conflict = (message: Message, fields?: Fields) => new AppError(409, message, fields);
export const tooManyRequests = (message: Message, retryAfterSeconds: number) =>
  Object.assign(new AppError(429, message), { retryAfterSeconds });
