import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

// A form's checks load with its first check (leaving a field, or Save), not with the screen: the
// schema stays the server's own (one home for each rule), and zod, which comes with it, is most of a
// form screen's code (docs/benchmarks.md, first-load JS). What the form needs before that, its fields
// and which of them are required, the page reads from the schema on the server (formShape in
// lib/validations/errors.ts). A form module imports its schema's module only as a type.

/** A react-hook-form resolver for the schema `load` imports, loaded (with zod) at the first check. */
export function resolverOnDemand<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error) => {
        // Offline at the first check: the next check tries again.
        ready = undefined;
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
