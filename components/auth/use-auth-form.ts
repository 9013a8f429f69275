"use client";

import { useState, type ChangeEvent, type FormEvent } from "react";

type Values<Name extends string> = Record<Name, string>;
type Problems<Name extends string> = Partial<Record<Name, string | undefined>>;

/**
 * The sign-in screens' forms, without a form library: a field's message shows once the field was left
 * or the form was sent (as the other forms' "onTouched"), from the same rules the server applies
 * (lib/validations/auth-rules.ts); an invalid form is not sent and its first wrong field gets the focus.
 */
export function useAuthForm<Name extends string>(initial: Values<Name>, check: (values: Values<Name>) => Problems<Name>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const problems = check(values);
  const names = Object.keys(initial) as Name[];
  const errors = Object.fromEntries(names.filter((name) => touched[name] && problems[name]).map((name) => [name, problems[name]])) as Problems<Name>;

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const handleSubmit = (send: (values: Values<Name>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<Name, true>);
    const firstWrong = names.find((name) => problems[name]);
    if (firstWrong) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
  };

  return { field, errors, handleSubmit, isSubmitting, reset };
}
