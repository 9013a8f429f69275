"use client";

import { DateField } from "@/components/form/date-field";
import { fieldsOf, requiredFieldsOf } from "@/lib/validations/errors";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { SelectField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/form-submit";
import { studentSchema } from "@/lib/validations/students";
import type { StudentApi } from "@/lib/services/students";
import { STUDENT_GENDERS } from "@/models/enums";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(studentSchema);

const FIELDS = fieldsOf(studentSchema);

type Gender = (typeof STUDENT_GENDERS)[number];

/** A customer as the Edit Customer form reads it: the fields of the service's record that the page passes. */
export type CustomerRecord = Pick<StudentApi, (typeof FIELDS)[number] | "_id" | "image" | "updatedAt">;

/** Add Customer and Edit Customer: one form; with `customer` it edits that record. */
export function CustomerForm({ customer }: { customer?: CustomerRecord }) {
  const t = useTranslations("customers");
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const initial = customer ? formValues(customer, FIELDS) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
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
        toast.success(t("form.updated"));
      } else {
        await api("/students/add-student", { method: "POST", body, idempotencyKey });
        toast.success(t("form.added"));
      }
      leave("/customers");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      picture.showServerError(error);
      toastSaveError(error, customer ? t("form.updateFailed") : t("form.addFailed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message, required: REQUIRED.has(name) });

  // Phone numbers, the CNIC and the e-mail are typed left to right in Urdu too.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={(isDirty || picture.file !== null) && !isSubmitting && !leaving} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.name")} autoComplete="off" {...field("studentName")} />
        <FormField label={t("fields.fatherName")} {...field("fatherName")} />
        <FormField label={t("fields.email")} type="email" inputMode="email" dir="ltr" {...field("email")} />
        <FormField label={t("fields.contactNumber")} type="tel" dir="ltr" inputMode="tel" placeholder="0300-1234567" {...field("contactNumber")} />
        <FormField label={t("fields.emergencyContact")} type="tel" dir="ltr" inputMode="tel" placeholder="0300-1234567" {...field("emergencyContact")} />
        <FormField label={t("fields.cnic")} dir="ltr" placeholder="35202-1234567-1" {...field("cnic")} />
        <DateField label={t("fields.dob")} {...field("dob")} />
        <DateField label={t("fields.joinDate")} {...field("joinDate")} />
        <SelectField label={t("fields.gender")} placeholder={t("form.selectGender")} options={optionsOf(STUDENT_GENDERS, (gender) => t(`gender.${gender as Gender}`))} {...field("gender")} />
        <FormField label={t("fields.city")} {...field("city")} />
        <FormField label={t("fields.currentAddress")} {...field("currentAddress")} />
        <FormField label={t("fields.permanentAddress")} {...field("permanentAddress")} />
        <FormField label={t("fields.department")} {...field("department")} />
        <FormField label={t("fields.year")} type="number" inputMode="numeric" min={1} max={10} {...field("currentYear")} />
        <FormField label={t("fields.semester")} type="number" inputMode="numeric" min={1} max={20} {...field("semester")} />
        <FormField label={t("fields.bloodGroup")} placeholder={t("form.bloodGroupPlaceholder")} {...field("bloodGroup")} />
      </div>
      <ImageField currentImage={customer?.image} {...picture.fieldProps} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={customer ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
