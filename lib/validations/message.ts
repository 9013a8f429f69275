import { englishWriter } from "@/lib/i18n/english-text";
import { say, type MessageParams, type ServerMessage } from "@/lib/i18n/server-message";
import { fieldLabels } from "@/messages/en/field-labels";
import { fieldTexts } from "@/messages/en/field-texts";
import { validationTexts, valueKinds } from "@/messages/en/validation";

// The messages of the shared validation rules, by code (a key of the "server" catalogue): the schemas
// write each one's English text here, its code noted beside it, so that the forms show it in the page's
// language and the API answers with its code (lib/validations/errors.ts). No zod here: the booking
// forms' rules (./booking-rules.ts) run without it.

/** A code of the validation rules' messages. */
export type ValidationCode = keyof typeof fieldTexts | keyof typeof validationTexts;
/** A validation rule's message by its code and parts, as a rule gives it to the forms and the services. */
export type RuleMessage = ServerMessage & { code: ValidationCode };

/** A rule's message by its code and parts (its English is written where it is shown: `englishOf`). */
export const rule = (code: ValidationCode, params?: MessageParams) => say(code, params) as RuleMessage;

export const { englishOf, sayEnglish } = englishWriter<ValidationCode>({ ...fieldTexts, ...validationTexts }, { fieldLabels, valueKinds });
