"use client";

import { DateField } from "@/components/form/date-field";
import type { FormShape } from "@/lib/validations/errors";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { SelectField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api, ApiError } from "@/lib/browser/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import type { studentFormSchema, studentSchema } from "@/lib/validations/students";
import { isForeigner } from "@/lib/validations/identity";
import type { StudentApi } from "@/lib/server/services/students";
import { ID_TYPES, STUDENT_GENDERS } from "@/models/enums";

type FieldName = keyof (typeof studentSchema)["shape"] & string;

/** The customer schema's fields and required ones (formShape(studentSchema)), read by the page. */
export type CustomerShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/students").then((module) => module.studentFormSchema));

type Gender = (typeof STUDENT_GENDERS)[number];
type IdTypeName = (typeof ID_TYPES)[number];

/** A customer as the Edit Customer form reads it: the fields of the service's record that the page passes. */
export type CustomerRecord = Pick<StudentApi, FieldName | "_id" | "image" | "idFront" | "idBack" | "updatedAt">;

/** The server's message for one of the ID pictures, if the failed save had one. */
const pictureErrorOf = (error: unknown, field: "idFront" | "idBack") => (error instanceof ApiError ? error.errors?.[field] : undefined);

/** Add Customer and Edit Customer: one form; with `customer` it edits that record. */
export function CustomerForm({ customer, shape }: { customer?: CustomerRecord; shape: CustomerShape }) {
  const t = useTranslations("customers");
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const idFront = usePicture();
  const idBack = usePicture();
  const [pictureErrors, setPictureErrors] = useState<{ idFront?: string; idBack?: string }>({});
  // The spec's `cnic` is not a field of its own here: for a CNIC resident it is the ID number (the server keeps the two one).
  const fields = shape.fields.filter((field) => field !== "cnic");
  const required = new Set<string>(shape.required);
  const initial = customer ? formValues(customer, fields) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<typeof studentFormSchema>, unknown, z.output<typeof studentFormSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: initial ?? { ...Object.fromEntries(fields.map((field) => [field, ""])), idType: "cnic", nationality: "Pakistani" },
  });
  const foreigner = isForeigner(useWatch({ control, name: "nationality" }) as string | undefined);
  const idType = useWatch({ control, name: "idType" }) as string | undefined;

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked || idFront.blocked || idBack.blocked) return;
    const body = toFormData({ ...values, ...versionOf(customer) }, picture.file, initial);
    if (idFront.file) body.set("idFront", idFront.file);
    if (idBack.file) body.set("idBack", idBack.file);
    setPictureErrors({});
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
      showServerErrors(error, setError, fields);
      picture.showServerError(error);
      setPictureErrors({ idFront: pictureErrorOf(error, "idFront"), idBack: pictureErrorOf(error, "idBack") });
      toastSaveError(error, customer ? t("form.updateFailed") : t("form.addFailed"));
    }
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });
  const idPicture = (name: "idFront" | "idBack", state: ReturnType<typeof usePicture>) => ({
    label: t(`fields.${name}`),
    currentImage: customer?.[name],
    error: state.fieldProps.error ?? pictureErrors[name],
    onChange: (file: File | null, message?: string) => {
      state.fieldProps.onChange(file, message);
      setPictureErrors((shown) => ({ ...shown, [name]: undefined }));
    },
  });
  const section = "grid gap-4 sm:grid-cols-2";
  const heading = "text-base font-semibold sm:col-span-2";

  // Phone numbers, the CNIC and the e-mail are typed left to right in Urdu too.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={(isDirty || picture.file !== null || idFront.file !== null || idBack.file !== null) && !isSubmitting && !leaving} />
      <fieldset className={section}>
        <legend className={`${heading} mb-4`}>{t("sections.personal")}</legend>
        <FormField label={t("fields.name")} autoComplete="off" {...field("studentName")} />
        <FormField label={t("fields.fatherName")} {...field("fatherName")} />
        <FormField label={t("fields.email")} type="email" inputMode="email" dir="ltr" {...field("email")} />
        <FormField
          label={t("fields.contactNumber")}
          type="tel"
          dir="ltr"
          inputMode="tel"
          placeholder="0300-1234567"
          description={t("form.phoneHint")}
          {...field("contactNumber")}
        />
        <FormField
          label={t("fields.emergencyContact")}
          type="tel"
          dir="ltr"
          inputMode="tel"
          placeholder="0300-1234567"
          {...field("emergencyContact")}
        />
        <DateField label={t("fields.dob")} {...field("dob")} />
        <DateField label={t("fields.joinDate")} {...field("joinDate")} />
        <SelectField
          label={t("fields.gender")}
          placeholder={t("form.selectGender")}
          options={optionsOf(STUDENT_GENDERS, (gender) => t(`gender.${gender as Gender}`))}
          {...field("gender")}
        />
        <FormField label={t("fields.city")} {...field("city")} />
        <FormField label={t("fields.currentAddress")} {...field("currentAddress")} />
        <FormField label={t("fields.permanentAddress")} {...field("permanentAddress")} />
        <FormField label={t("fields.department")} {...field("department")} />
        <FormField label={t("fields.year")} type="number" inputMode="numeric" min={1} max={10} {...field("currentYear")} />
        <FormField label={t("fields.semester")} type="number" inputMode="numeric" min={1} max={20} {...field("semester")} />
        <FormField label={t("fields.bloodGroup")} placeholder={t("form.bloodGroupPlaceholder")} {...field("bloodGroup")} />
        <FormField label={t("fields.occupation")} {...field("occupation")} />
        <FormField label={t("fields.institution")} {...field("institution")} />
        <FormField label={t("fields.previousAddress")} {...field("previousAddress")} className="sm:col-span-2" />
      </fieldset>
      <ImageField currentImage={customer?.image} {...picture.fieldProps} />
      <fieldset className={section}>
        <legend className={`${heading} mb-4`}>{t("sections.identity")}</legend>
        <SelectField
          label={t("fields.idType")}
          options={optionsOf(ID_TYPES, (type) => t(`idTypes.${type as IdTypeName}`))}
          {...field("idType")}
        />
        <FormField
          label={t("fields.idNumber")}
          dir="ltr"
          autoComplete="off"
          placeholder={idType === "passport" ? undefined : "35202-1234567-1"}
          description={t("form.idNumberHint")}
          {...field("idNumber")}
        />
        <FormField label={t("fields.nationality")} {...field("nationality")} />
        {foreigner ? <DateField label={t("fields.visaExpiry")} description={t("form.visaHint")} {...field("visaExpiry")} required /> : null}
        <div className="sm:col-span-2">
          <ImageField {...idPicture("idFront", idFront)} />
        </div>
        <div className="sm:col-span-2">
          <ImageField {...idPicture("idBack", idBack)} />
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={`${heading} mb-4`}>{t("sections.guardian")}</legend>
        <FormField label={t("fields.guardianName")} {...field("guardianName")} />
        <FormField label={t("fields.guardianRelation")} {...field("guardianRelation")} />
        <FormField
          label={t("fields.guardianPhone")}
          type="tel"
          dir="ltr"
          inputMode="tel"
          placeholder="0300-1234567"
          {...field("guardianPhone")}
        />
        <FormField label={t("fields.guardianCnic")} dir="ltr" placeholder="35202-1234567-1" {...field("guardianCnic")} />
        <FormField label={t("fields.guardianEmail")} type="email" inputMode="email" dir="ltr" {...field("guardianEmail")} />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={customer ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
