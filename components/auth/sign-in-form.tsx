"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form/form-field";
import { api, errorMessage } from "@/lib/api-client";
import { loginSchema } from "@/lib/validations/auth";

interface LoginResponse {
  message: string;
  user: { _id: string; username: string; email: string; role: string };
}

export function SignInForm() {
  const router = useRouter();
  // Stays true after a successful login until the next screen has loaded.
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), mode: "onTouched", defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await api<LoginResponse>("/auth/login", {
        method: "POST",
        body: values,
        redirectOnUnauthorized: false,
      });
      setRedirecting(true);
      toast.success("Login successful!");
      // The session cookie was just set: navigate so the server renders the next screen with it.
      router.replace(user.role === "admin" ? "/" : "/login");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Login failed. Please try again."));
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="-mt-1 flex justify-end">
        <Link href="/forget-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? "Waiting..." : "Sign In"}
      </Button>
    </form>
  );
}
