"use client";

import { DateField } from "@/components/form/date-field";
import { fieldsOf, requiredFieldsOf } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { SelectField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/form-submit";
import { humanize } from "@/lib/format";
import { studentSchema } from "@/lib/validations/students";
import type { StudentApi } from "@/lib/services/students";
import { STUDENT_GENDERS } from "@/models/enums";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(studentSchema);

const FIELDS = fieldsOf(studentSchema);

/** A customer as the Edit Customer form reads it: the fields of the service's record that the page passes. */
export type CustomerRecord = Pick<StudentApi, (typeof FIELDS)[number] | "_id" | "image" | "updatedAt">;

/** Add Customer and Edit Customer: one form; with `customer` it edits that record. */
export function CustomerForm({ customer }: { customer?: CustomerRecord }) {
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const initial = customer ? formValues(customer, FIELDS) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof studentSchema>, unknown, z.output<typeof studentSchema>>({
    resolver: zodResolver(studentSchema),
    mode: "onTouched",
    defaultValues: initial ?? Object.fromEntries(FIELDS.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked) return;
    const body = toFormData({ ...values, ...versionOf(customer) }, picture.file, initial);
    try {
      if (customer) {
        await api(`/students/update-student/${customer._id}`, { method: "PUT", body });
        toast.success("Customer has been updated!");
      } else {
        await api("/students/add-student", { method: "POST", body, idempotencyKey });
        toast.success("Customer has been added!");
      }
      leave("/customers");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      picture.showServerError(error);
      toastSaveError(error, customer ? "An error occurred while updating the student." : "An error occurred while adding the customer.");
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message, required: REQUIRED.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" {...field("studentName")} />
        <FormField label="Father's Name" {...field("fatherName")} />
        <FormField label="Email" type="email" inputMode="email" {...field("email")} />
        <FormField label="Contact Number" type="tel" inputMode="tel" placeholder="0300-1234567" {...field("contactNumber")} />
        <FormField label="Emergency Contact" type="tel" inputMode="tel" placeholder="0300-1234567" {...field("emergencyContact")} />
        <FormField label="CNIC" placeholder="35202-1234567-1" {...field("cnic")} />
        <DateField label="Date of Birth" {...field("dob")} />
        <DateField label="Joining Date" {...field("joinDate")} />
        <SelectField label="Gender" placeholder="Select gender" options={optionsOf(STUDENT_GENDERS, humanize)} {...field("gender")} />
        <FormField label="City" {...field("city")} />
        <FormField label="Current Address" {...field("currentAddress")} />
        <FormField label="Permanent Address" {...field("permanentAddress")} />
        <FormField label="Department" {...field("department")} />
        <FormField label="Year" type="number" inputMode="numeric" min={1} max={10} {...field("currentYear")} />
        <FormField label="Semester" type="number" inputMode="numeric" min={1} max={20} {...field("semester")} />
        <FormField label="Blood Group" placeholder="e.g. B+" {...field("bloodGroup")} />
      </div>
      <ImageField currentImage={customer?.image} {...picture.fieldProps} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={customer ? "Update Customer" : "Add Customer"} />
      </div>
    </form>
  );
}
