"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { showServerErrors, toastSaveError } from "@/lib/form-submit";
import { registerSchema } from "@/lib/validations/auth";

const FIELDS = ["username", "email", "password"] as const;

/** "Add administrator": registers another admin account as the signed-in admin (POST /api/auth/register). */
export function AddAdminButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add administrator
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add administrator</DialogTitle>
            <DialogDescription>They sign in with this email and password and can do everything you can.</DialogDescription>
          </DialogHeader>
          {/* Mounted per opening: empty fields and a new Idempotency-Key each time. */}
          {open ? <AddAdminForm onBusy={setBusy} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddAdminForm({ onBusy, onClose }: { onBusy: (busy: boolean) => void; onClose: () => void }) {
  const idempotencyKey = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: "onTouched",
    defaultValues: { username: "", email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api("/auth/register", { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onClose();
      toast.success(`Administrator ${values.username} added`);
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, "Failed to add the administrator. Please try again.");
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Username" autoComplete="off" autoCapitalize="none" {...field("username")} />
      <FormField label="Email" type="email" inputMode="email" autoComplete="off" {...field("email")} />
      <FormField label="Password" type="password" autoComplete="new-password" description="At least 8 characters." {...field("password")} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} label="Add administrator" pendingLabel="Adding..." />
      </DialogFooter>
    </form>
  );
}
