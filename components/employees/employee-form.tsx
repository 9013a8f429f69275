"use client";

import { DateField } from "@/components/form/date-field";
import type { FormShape } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { SelectField, optionsOf } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/browser/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import type { StaffInput, staffSchema } from "@/lib/validations/staff";
import type { WorkerInput, workerSchema } from "@/lib/validations/workers";
import { EMPLOYEE_GENDERS } from "@/models/enums";
import { EMPLOYEE_AREAS, genderKey, type Employee, type EmployeeArea } from "./areas";

type FieldName = keyof z.input<typeof staffSchema> | keyof z.input<typeof workerSchema>;
/** What the form holds: any employee field (each area's schema reads its own). */
type Values = Partial<Record<FieldName, unknown>>;

/** A staff member or worker as the Edit form reads it: the fields of the service's record that the page passes. */
export type EmployeeRecord = Pick<Employee, FieldName | "_id" | "image" | "updatedAt">;

/** The area schema's fields and required ones (formShape(staffSchema) or formShape(workerSchema)), read by the page. */
export type EmployeeShape = FormShape<FieldName>;

// Each area's schema, as one that checks the form's values (it reads only its own fields of them).
const checks = {
  staff: resolverOnDemand<Values, StaffInput | WorkerInput>(EMPLOYEE_AREAS.staff.schema),
  worker: resolverOnDemand<Values, StaffInput | WorkerInput>(EMPLOYEE_AREAS.worker.schema),
};

/** Add and Edit of staff and of workers: one form; with `employee` it edits that record. */
export function EmployeeForm({ area, employee, shape }: { area: EmployeeArea; employee?: EmployeeRecord; shape: EmployeeShape }) {
  const t = useTranslations("employees");
  const { apiPaths, screens, form } = EMPLOYEE_AREAS[area];
  const fields = shape.fields;
  // The fields marked as ones the form cannot be saved without.
  const required = new Set<string>(shape.required);
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const initial = employee ? formValues(employee, fields) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, StaffInput | WorkerInput>({
    resolver: checks[area],
    mode: "onTouched",
    defaultValues: initial ?? Object.fromEntries(fields.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked) return;
    const body = toFormData({ ...values, ...versionOf(employee) }, picture.file, initial);
    try {
      if (employee) {
        await api(`${apiPaths.update}/${employee._id}`, { method: "PUT", body });
        toast.success(t(`${area}.form.updated`));
      } else {
        await api(apiPaths.add, { method: "POST", body, idempotencyKey });
        toast.success(t(`${area}.form.added`));
      }
      leave(screens.list);
    } catch (error) {
      showServerErrors(error, setError, fields);
      picture.showServerError(error);
      toastSaveError(error, employee ? t(`${area}.form.updateFailed`) : t(`${area}.form.addFailed`));
    }
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={(isDirty || picture.file !== null) && !isSubmitting && !leaving} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.fullName")} autoComplete="off" {...field("fullName")} />
        <FormField label={t("fields.email")} type="email" inputMode="email" autoComplete="off" {...field("email")} />
        <FormField label={t("fields.phone")} type="tel" inputMode="tel" autoComplete="off" placeholder="0300-1234567" {...field("phone")} />
        <FormField label={t("fields.cnic")} placeholder="35202-1234567-1" {...field("cnic")} />
        <DateField label={t("fields.dob")} {...field("dob")} />
        <SelectField
          label={t("fields.gender")}
          placeholder={t("selectGender")}
          options={optionsOf(EMPLOYEE_GENDERS, (gender) => {
            const key = genderKey(gender);
            return key ? t(key) : gender;
          })}
          {...field("gender")}
        />
        {form.areaFields.map(({ name, placeholder }) => (
          <FormField key={name} label={t(`fields.${name}`)} placeholder={t(placeholder)} {...field(name)} />
        ))}
        <DateField label={t("fields.joinDate")} {...field("joinDate")} />
        <MoneyField label={t("fields.salary")} placeholder={t(form.salaryPlaceholder)} {...field("salary")} />
        <FormField label={t("fields.address")} className={form.addressClassName} {...field("address")} />
      </div>
      <ImageField label={t("fields.photo")} currentImage={employee?.image} {...picture.fieldProps} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={employee ? t(`${area}.form.update`) : t(`${area}.form.add`)} />
      </div>
    </form>
  );
}
