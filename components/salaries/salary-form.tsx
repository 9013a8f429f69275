"use client";

import type { FormShape } from "@/lib/validations/errors";
import { useForm, useWatch } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, optionsOf, type Option } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useRecordSave } from "@/components/form/use-record-save";
import { showServerErrors, versionOf } from "@/lib/browser/form-submit";
import { parseRupees } from "@/lib/money-input";
import type { SalaryFormValues, SalaryInput } from "@/lib/validations/salaries";
import { netSalaryOf } from "@/lib/validations/salary-rules";
import type { SalaryApi } from "@/lib/server/services/salaries";
import type { StaffApi } from "@/lib/server/services/staff";
import type { WorkerApi } from "@/lib/server/services/workers";
import { EMPLOYEE_TYPES } from "@/models/enums";

type FieldName = keyof SalaryFormValues & string;

/** The salary form's fields and required ones (salaryFormShape() in lib/validations/salaries.ts), read by the page. */
export type SalaryShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/salaries").then((module) => module.salarySchema));

type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

/** An employee the salary can be for: their name and the salary on their staff or worker record. */
export type EmployeeOption = Pick<StaffApi | WorkerApi, "_id" | "fullName" | "salary">;

export type EmployeesByType = Record<EmployeeType, EmployeeOption[]>;

/**
 * A salary as the Edit Salary form reads it: the fields of the service's record that the page passes
 * (`updatedAt` is sent back with the update, so a save over someone else's newer one is refused).
 */
export type SalaryRecord = Pick<SalaryApi, Exclude<FieldName, "paymentDate"> | "_id" | "fullName" | "updatedAt"> & {
  /** The payment moment on the hostel's clock, as a `datetime-local` value. */
  paymentDate: string;
};

type SalaryFormProps = { shape: SalaryShape } & (
  | { employees: EmployeesByType; defaultPaymentDate: string; salary?: undefined }
  | { salary: SalaryRecord; employees?: undefined; defaultPaymentDate?: undefined }
);

const readOnlyInput = "bg-muted focus-visible:ring-1";

/** An amount typed in a field, 0 when empty, null when it is not whole rupees. */
function amountOf(value: unknown): number | null {
  if (value === undefined || value === null || String(value).trim() === "") return 0;
  return parseRupees(String(value));
}

/** The net salary as the admin types: basic + allowances − deductions (the server computes the stored one). */
function liveNet(basic: unknown, allowances: unknown, deductions: unknown): string {
  if (basic === undefined || basic === null || String(basic).trim() === "") return "";
  const figures = [amountOf(basic), amountOf(allowances), amountOf(deductions)];
  if (figures.some((figure) => figure === null)) return "";
  const [basicSalary, allowanceAmount, deductionAmount] = figures as [number, number, number];
  return String(netSalaryOf({ basicSalary, allowances: allowanceAmount, deductions: deductionAmount }));
}

/** Employees as select options; two of one name are told apart by the start of their id. */
function employeeOptions(employees: EmployeeOption[]): Option[] {
  const seen = new Map<string, number>();
  for (const employee of employees) seen.set(employee.fullName, (seen.get(employee.fullName) ?? 0) + 1);
  return employees.map((employee) => ({
    value: employee._id,
    label: (seen.get(employee.fullName) ?? 0) > 1 ? `${employee.fullName} (${employee._id.slice(0, 8)})` : employee.fullName,
  }));
}

/**
 * Add Salary (with `employees`) and Edit Salary (with `salary`). The employee's name and salary come
 * from their record, basic and net salary are read-only, and net follows the amounts as they are typed.
 * On edit the employee (name, type, ID) is locked.
 */
export function SalaryForm({ employees, defaultPaymentDate, salary, shape }: SalaryFormProps) {
  const t = useTranslations("salaries");
  const { leaving, save } = useRecordSave("/salaries");
  // The fields marked as ones the form cannot be saved without.
  const required = new Set<string>(shape.required);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<SalaryFormValues, unknown, SalaryInput>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: salary
      ? {
          employeeType: salary.employeeType,
          employeeId: salary.employeeId,
          basicSalary: String(salary.basicSalary),
          allowances: String(salary.allowances),
          deductions: String(salary.deductions),
          salaryMonth: salary.salaryMonth,
          paymentDate: salary.paymentDate,
        }
      : {
          employeeType: "",
          employeeId: "",
          basicSalary: "",
          allowances: "",
          deductions: "",
          salaryMonth: "",
          paymentDate: defaultPaymentDate,
        },
  });
  const [employeeType, employeeId, basicSalary, allowances, deductions] = useWatch({
    control,
    name: ["employeeType", "employeeId", "basicSalary", "allowances", "deductions"],
  });

  const ofType = employees && (EMPLOYEE_TYPES as readonly unknown[]).includes(employeeType) ? employees[employeeType as EmployeeType] : [];
  const chosen = ofType.find((employee) => employee._id === employeeId);

  const onSubmit = handleSubmit((values) => {
    // The employee is locked and the history is the server's; an untouched payment date stays as stored.
    const { basicSalary: basic, allowances: allowanceAmount, deductions: deductionAmount, salaryMonth, paymentDate } = values;
    const edited = salary && {
      basicSalary: basic,
      allowances: allowanceAmount,
      deductions: deductionAmount,
      salaryMonth,
      ...versionOf(salary),
    };
    return save({
      edit: Boolean(salary),
      path: salary ? `/salary/update-salary/${salary._id}` : "/salary/add-salary",
      body: !edited ? values : paymentDate && paymentDate !== salary?.paymentDate ? { ...edited, paymentDate } : edited,
      text: (key) => t(key),
      showErrors: (error) => showServerErrors(error, setError, shape.fields),
    });
  });

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {salary ? (
          <>
            <FormField label={t("form.employeeName")} value={salary.fullName} readOnly inputClassName={readOnlyInput} />
            <FormField label={t("form.employeeType")} value={t(`types.${salary.employeeType}`)} readOnly inputClassName={readOnlyInput} />
            <FormField
              label={t("form.employeeId")}
              value={salary.employeeId}
              readOnly
              className="sm:col-span-2"
              inputClassName={`${readOnlyInput} font-mono text-sm`}
            />
          </>
        ) : (
          <>
            <SelectField
              label={t("form.employeeType")}
              placeholder={t("form.selectType")}
              options={optionsOf(EMPLOYEE_TYPES, (type) => t(`types.${type as EmployeeType}`))}
              {...register("employeeType", {
                onChange: () => {
                  // Another type means another list: the employee and their salary are chosen again.
                  setValue("employeeId", "", { shouldValidate: isSubmitted });
                  setValue("basicSalary", "", { shouldValidate: isSubmitted });
                },
              })}
              error={errors.employeeType?.message}
            />
            <SelectField
              label={t("form.employee")}
              placeholder={employeeType ? t("form.selectEmployee") : t("form.selectTypeFirst")}
              options={employeeOptions(ofType)}
              disabled={!employeeType}
              description={
                employeeType && ofType.length === 0 ? (employeeType === "Staff" ? t("form.noStaff") : t("form.noWorkers")) : undefined
              }
              {...register("employeeId", {
                onChange: (event: { target: { value: string } }) => {
                  const employee = ofType.find((candidate) => candidate._id === event.target.value);
                  setValue("basicSalary", employee ? String(employee.salary) : "", { shouldValidate: isSubmitted });
                },
              })}
              error={errors.employeeId?.message}
            />
            <FormField
              label={t("form.employeeName")}
              value={chosen?.fullName ?? ""}
              placeholder={t("form.fromEmployee")}
              readOnly
              className="sm:col-span-2"
              inputClassName={readOnlyInput}
            />
          </>
        )}
        <MoneyField label={t("form.basicSalary")} readOnly inputClassName={readOnlyInput} {...field("basicSalary")} />
        <MoneyField label={t("form.allowances")} placeholder="0" {...field("allowances")} />
        <MoneyField label={t("form.deductions")} placeholder="0" {...field("deductions")} />
        <FormField
          label={t("form.netSalary")}
          value={liveNet(basicSalary, allowances, deductions)}
          readOnly
          description={t("form.netHint")}
          inputClassName={`${readOnlyInput} font-semibold`}
        />
        <FormField label={t("form.salaryMonth")} type="month" placeholder={t("form.monthPlaceholder")} {...field("salaryMonth")} />
        <FormField
          label={t("form.paymentDate")}
          type="datetime-local"
          description={salary ? undefined : t("form.paymentDateHint")}
          {...field("paymentDate")}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={salary ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
