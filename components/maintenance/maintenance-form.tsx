"use client";

import { DateField } from "@/components/form/date-field";
import { fieldsOf, requiredFieldsOf } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/api-client";
import { formValues, showServerErrors, toastSaveError, versionOf } from "@/lib/form-submit";
import { maintenanceSchema } from "@/lib/validations/maintenance";
import type { MaintenanceApi } from "@/lib/services/maintenance";
import { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "@/models/enums";

/** The fields marked as ones the form cannot be saved without. */
const REQUIRED = requiredFieldsOf(maintenanceSchema);

const FIELDS = fieldsOf(maintenanceSchema);

type FieldName = (typeof FIELDS)[number];

/** A maintenance job as the Edit Maintenance form reads it: the fields of the service's record that the page passes. */
export type MaintenanceRecord = Pick<MaintenanceApi, FieldName | "_id" | "updatedAt">;

/** A required field's label: the star is for the eye only, the message says it in words. */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="text-destructive" aria-hidden="true">
        {" "}
        *
      </span>
    </>
  );
}

/** Add Maintenance and Edit Maintenance: one form; with `job` it edits that record. */
export function MaintenanceForm({ job }: { job?: MaintenanceRecord }) {
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof maintenanceSchema>, unknown, z.output<typeof maintenanceSchema>>({
    resolver: zodResolver(maintenanceSchema),
    mode: "onTouched",
    defaultValues: job ? formValues(job, FIELDS) : { ...Object.fromEntries(FIELDS.map((field) => [field, ""])), status: "Pending" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (job) {
        await api(`/maintenance/update-maintenance/${job._id}`, { method: "PUT", body: { ...values, ...versionOf(job) } });
        toast.success("Maintenance has been updated!");
      } else {
        await api("/maintenance/add-maintenance", { method: "POST", body: values, idempotencyKey });
        toast.success("Maintenance data added successfully!");
      }
      leave("/maintenances");
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, job ? "An error occurred while updating the maintenance." : "Failed to add Maintenance. Please try again.");
    }
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: REQUIRED.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">The job</legend>
        <FormField label={<Required>Title</Required>} autoComplete="off" placeholder="e.g. Leaking tap in washroom" {...field("title")} />
        <SelectField
          label={<Required>Maintenance Type</Required>}
          placeholder="Select maintenance type"
          options={optionsOf(MAINTENANCE_TYPES)}
          {...field("maintenanceType")}
        />
        <FormField label={<Required>Location</Required>} placeholder="Room or area, e.g. Room 12" {...field("location")} />
        <FormField label="Assigned To" autoComplete="off" placeholder="Name of the person doing the work" {...field("assignedTo")} />
        <TextareaField label={<Required>Issue Description</Required>} className="sm:col-span-2" rows={4} {...field("issueDescription")} />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <SelectField label="Status" options={optionsOf(MAINTENANCE_STATUSES)} {...field("status")} />
          <DateField label="Work Start Date" {...field("workStartDate")} />
          <DateField label="Work Completion Date" {...field("workCompletionDate")} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">Payment</legend>
        <MoneyField label="Total Cost (PKR)" placeholder="0" {...field("totalCost")} />
        <SelectField label="Payment Method" placeholder="Select payment method" options={optionsOf(MAINTENANCE_PAYMENT_METHODS)} {...field("paymentMethod")} />
        <DateField label="Payment Date" {...field("paymentDate")} />
        <FormField label="Paid By" autoComplete="off" {...field("paidBy")} />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={job ? "Update Maintenance" : "Add Maintenance"} />
      </div>
    </form>
  );
}
