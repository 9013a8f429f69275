"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form/form-field";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { api, errorMessage } from "@/lib/api-client";
import { emailProblem, passwordProblem, usernameProblem } from "@/lib/validations/auth-rules";
import { useAuthForm } from "./use-auth-form";

export function SignUpForm() {
  const router = useRouter();
  const idempotencyKey = useIdempotencyKey();
  const [redirecting, setRedirecting] = useState(false);
  const { field, errors, handleSubmit, isSubmitting } = useAuthForm({ username: "", email: "", password: "" }, (values) => ({
    username: usernameProblem(values.username),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/auth/register", { method: "POST", body: values, redirectOnUnauthorized: false, idempotencyKey });
      setRedirecting(true);
      toast.success("Registration successful!");
      router.replace("/Sign-in");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        placeholder="e.g. admin"
        error={errors.username}
        {...field("username")}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email}
        {...field("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters."
        error={errors.password}
        {...field("password")}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? "Waiting..." : "Sign Up"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href="/Sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
