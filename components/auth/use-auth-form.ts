"use client";

import { useCallback, useState, type ChangeEvent, type FormEvent } from "react";

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
  const errors = Object.fromEntries(
    names.filter((name) => touched[name] && problems[name]).map((name) => [name, problems[name]]),
  ) as Problems<Name>;

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

  /** Fills a field as if typed (e.g. from what the browser kept), without showing its message yet. */
  const setValue = useCallback((name: Name, value: string) => setValues((current) => ({ ...current, [name]: value })), []);

  return { field, errors, handleSubmit, isSubmitting, reset, setValue };
}

// The e-mail just signed up with, for the sign-in screen that follows, in this tab's session storage:
// never sent to the server, gone with the tab, and taken once.
const SIGNED_UP_EMAIL = "hostel.signedUpEmail";

/** Called by the sign-up form before it moves on to sign-in. */
export function rememberSignUpEmail(email: string) {
  try {
    sessionStorage.setItem(SIGNED_UP_EMAIL, email);
  } catch {
    // Storage refused (private mode, full): sign-in simply asks for the e-mail.
  }
}

/** The e-mail the sign-up form remembered, once (the sign-in form fills it in). */
export function takeSignUpEmail(): string | null {
  try {
    const email = sessionStorage.getItem(SIGNED_UP_EMAIL);
    sessionStorage.removeItem(SIGNED_UP_EMAIL);
    return email;
  } catch {
    return null;
  }
}
