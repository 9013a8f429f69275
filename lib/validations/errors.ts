import { z, type ZodError, type ZodType } from "zod";

/** `{ field: first message }` for each failing field of a zod error. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
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
