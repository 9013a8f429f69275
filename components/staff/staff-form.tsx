"use client";

import { DateField } from "@/components/form/date-field";
import { requiredFieldsOf } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { SelectField, optionsOf } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/form-submit";
import { staffSchema } from "@/lib/validations/staff";
import { EMPLOYEE_GENDERS } from "@/models/enums";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(staffSchema);

const FIELDS = [
  "fullName",
  "email",
  "phone",
  "dob",
  "designation",
  "joinDate",
  "gender",
  "salary",
  "address",
  "cnic",
  "department",
] as const;

export interface StaffRecord extends Record<(typeof FIELDS)[number], string | number | null> {
  _id: string;
  image: string | null;
  updatedAt: Date | string;
}

/** Add Staff and Edit Staff: one form; with `member` it edits that staff member. */
export function StaffForm({ member }: { member?: StaffRecord }) {
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const initial = member ? formValues(member, FIELDS) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof staffSchema>, unknown, z.output<typeof staffSchema>>({
    resolver: zodResolver(staffSchema),
    mode: "onTouched",
    defaultValues: initial ?? Object.fromEntries(FIELDS.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked) return;
    const body = toFormData({ ...values, ...versionOf(member) }, picture.file, initial);
    try {
      if (member) {
        await api(`/staffs/update-staff/${member._id}`, { method: "PUT", body });
        toast.success("Staff updated successfully!");
      } else {
        await api("/staffs/add-staff", { method: "POST", body, idempotencyKey });
        toast.success("Staff added successfully!");
      }
      leave("/staffs");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      picture.showServerError(error);
      toastSaveError(error, member ? "Failed to update staff. Please try again." : "Failed to add staff. Please try again.");
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message, required: REQUIRED.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" autoComplete="off" {...field("fullName")} />
        <FormField label="Email" type="email" inputMode="email" autoComplete="off" {...field("email")} />
        <FormField label="Phone" type="tel" inputMode="tel" autoComplete="off" placeholder="0300-1234567" {...field("phone")} />
        <FormField label="CNIC" placeholder="35202-1234567-1" {...field("cnic")} />
        <DateField label="Date of Birth" {...field("dob")} />
        <SelectField label="Gender" placeholder="Select gender" options={optionsOf(EMPLOYEE_GENDERS)} {...field("gender")} />
        <FormField label="Designation" placeholder="e.g. Warden" {...field("designation")} />
        <FormField label="Department" placeholder="e.g. Administration" {...field("department")} />
        <DateField label="Joining Date" {...field("joinDate")} />
        <MoneyField label="Salary (PKR)" placeholder="e.g. 45000" {...field("salary")} />
        <FormField label="Address" className="sm:col-span-2" {...field("address")} />
      </div>
      <ImageField label="Photo" currentImage={member?.image} {...picture.fieldProps} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={member ? "Update Staff" : "Add Staff"} />
      </div>
    </form>
  );
}
