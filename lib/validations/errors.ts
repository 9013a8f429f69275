import { z, type ZodError, type ZodType } from "zod";
import { codeOfText } from "@/lib/i18n/answer-codes";
import type { ServerMessage } from "@/lib/i18n/server-message";

/** `{ field: first message }` for each failing field of a zod error. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The codes of field messages, by field: every message of the schemas is written by code (./message.ts,
 * ./zod-messages.ts), and the answer carries the codes beside the English texts for the screens.
 */
export function fieldCodesOf(errors: Record<string, string>): Record<string, ServerMessage> | undefined {
  const coded = Object.entries(errors).flatMap(([field, text]) => {
    const said = codeOfText(text);
    return said ? [[field, said] as const] : [];
  });
  return coded.length ? Object.fromEntries(coded) : undefined;
}

/** The fields of a form's schema that cannot be left empty (refused both when missing and when ""): the form marks them. */
export function requiredFieldsOf(schema: ZodType): ReadonlySet<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  return new Set(
    Object.entries(schema.shape as Record<string, ZodType>)
      .filter(([, field]) => !field.safeParse(undefined).success && !field.safeParse("").success)
      .map(([name]) => name),
  );
}

/**
 * The field names of a form's schema, in the schema's order and typed as its keys: the form's list of
 * fields (default values, server messages to show) comes from the schema rather than a copy of it.
 */
export function fieldsOf<Schema extends z.ZodObject>(schema: Schema): readonly (keyof Schema["shape"] & string)[] {
  return Object.keys(schema.shape);
}

/**
 * What a form screen needs of its schema before the schema itself loads in the browser
 * (components/form/resolver-on-demand.ts): its fields, in order, and the required ones. The page reads
 * it on the server and passes it to the form.
 */
export interface FormShape<Field extends string = string> {
  fields: readonly Field[];
  required: readonly Field[];
}

export function formShape<Schema extends z.ZodObject>(schema: Schema): FormShape<keyof Schema["shape"] & string> {
  const fields = fieldsOf(schema);
  const required = requiredFieldsOf(schema);
  return { fields, required: fields.filter((field) => required.has(field)) };
}
