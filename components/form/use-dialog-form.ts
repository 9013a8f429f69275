"use client";

import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useDialogSubmit, type FormDialogControls } from "@/components/form/form-dialog";
import { showServerErrors } from "@/lib/browser/form-submit";

/**
 * A dialog's form, checked as the admin types, that sends `request(values)` through useDialogSubmit: the
 * toasts say `texts(values)`, and the server's messages for `fields` show under those fields.
 */
export function useDialogForm<Input extends FieldValues, Output, Result>({
  controls,
  resolver,
  defaultValues,
  fields,
  request,
  texts,
  quietWhenShown,
}: {
  controls: FormDialogControls;
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<NoInfer<Input>>;
  fields: readonly string[];
  request: (values: Output) => Promise<Result>;
  texts: (values: Output) => { done: string; description?: (result: Result) => string; failed: string };
  /** No `failed` toast when the field messages say it. */
  quietWhenShown?: boolean;
}) {
  const submit = useDialogSubmit(controls);
  const form = useForm<Input, unknown, Output>({ resolver, mode: "onTouched", defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    submit(() => request(values), {
      ...texts(values),
      showErrors: (error) => showServerErrors(error, form.setError, fields),
      quietWhenShown,
    }),
  );
  const { errors, isSubmitting } = form.formState;
  return { ...form, onSubmit, errors, isSubmitting };
}
