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
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { formValues, showServerErrors, toFormData, toastSaveError, versionOf } from "@/lib/form-submit";
import type { StaffInput, staffSchema } from "@/lib/validations/staff";
import type { WorkerInput, workerSchema } from "@/lib/validations/workers";
import { EMPLOYEE_GENDERS } from "@/models/enums";
import { EMPLOYEE_AREAS, type Employee, type EmployeeArea } from "./areas";

type FieldName = keyof z.input<typeof staffSchema> | keyof z.input<typeof workerSchema>;
/** What the form holds: any employee field (each area's schema reads its own). */
type Values = Partial<Record<FieldName, unknown>>;

/** A staff member or worker as the Edit form reads it: the fields of the service's record that the page passes. */
export type EmployeeRecord = Pick<Employee, FieldName | "_id" | "image" | "updatedAt">;

/** Add and Edit of staff and of workers: one form; with `employee` it edits that record. */
export function EmployeeForm({ area, employee }: { area: EmployeeArea; employee?: EmployeeRecord }) {
  const { schema: areaSchema, apiPaths, screens, form } = EMPLOYEE_AREAS[area];
  const fields: readonly FieldName[] = fieldsOf(areaSchema);
  // The area's schema, as one that checks the form's values (it reads only its own fields of them).
  const schema: z.ZodType<StaffInput | WorkerInput, Values> = areaSchema;
  // The fields marked as ones the form cannot be saved without.
  const required = requiredFieldsOf(schema);
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const picture = usePicture();
  const initial = employee ? formValues(employee, fields) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, StaffInput | WorkerInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: initial ?? Object.fromEntries(fields.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked) return;
    const body = toFormData({ ...values, ...versionOf(employee) }, picture.file, initial);
    try {
      if (employee) {
        await api(`${apiPaths.update}/${employee._id}`, { method: "PUT", body });
        toast.success(form.updated);
      } else {
        await api(apiPaths.add, { method: "POST", body, idempotencyKey });
        toast.success(form.added);
      }
      leave(screens.list);
    } catch (error) {
      showServerErrors(error, setError, fields);
      picture.showServerError(error);
      toastSaveError(error, employee ? form.updateFailed : form.addFailed);
    }
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" autoComplete="off" {...field("fullName")} />
        <FormField label="Email" type="email" inputMode="email" autoComplete="off" {...field("email")} />
        <FormField label="Phone" type="tel" inputMode="tel" autoComplete="off" placeholder="0300-1234567" {...field("phone")} />
        <FormField label="CNIC" placeholder="35202-1234567-1" {...field("cnic")} />
        <DateField label="Date of Birth" {...field("dob")} />
        <SelectField label="Gender" placeholder="Select gender" options={optionsOf(EMPLOYEE_GENDERS)} {...field("gender")} />
        {form.areaFields.map(({ name, label, placeholder }) => (
          <FormField key={name} label={label} placeholder={placeholder} {...field(name)} />
        ))}
        <DateField label="Joining Date" {...field("joinDate")} />
        <MoneyField label="Salary (PKR)" placeholder={form.salaryPlaceholder} {...field("salary")} />
        <FormField label="Address" className={form.addressClassName} {...field("address")} />
      </div>
      <ImageField label="Photo" currentImage={employee?.image} {...picture.fieldProps} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={employee ? form.submitLabels.update : form.submitLabels.add} />
      </div>
    </form>
  );
}
