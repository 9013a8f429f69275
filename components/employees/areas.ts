// Staff and workers are kept alike: one form, list and view (this folder) serve both areas, and this
// file says what differs between them. The texts are in the "employees" catalogue (messages/*/employees.ts):
// each area's own under its name (`staff.titles.list`, `worker.titles.list`, same keys in both), the
// rest by field; what only one area has is named here by its catalogue key.
import type { MessageKeys, Messages, NestedKeyOf } from "next-intl";
import type { StaffApi } from "@/lib/server/services/staff";
import type { WorkerApi } from "@/lib/server/services/workers";
import type { staffSchema } from "@/lib/validations/staff";
import type { workerSchema } from "@/lib/validations/workers";
import { EMPLOYEE_GENDERS } from "@/models/enums";

/** "staff" or "worker": also the area's name for its delete action and its "No … data available." line. */
export type EmployeeArea = "staff" | "worker";

/** A key of the "employees" catalogue, e.g. 'worker.placeholders.jobRole'. */
export type EmployeesKey = MessageKeys<Messages["employees"], NestedKeyOf<Messages["employees"]>>;

/** A staff member or a worker as the services give them: the columns both have, and each area's own. */
export type Employee = Omit<StaffApi, "designation"> & Partial<Pick<StaffApi, "designation"> & Pick<WorkerApi, "jobRole" | "shiftTiming">>;

/** One of the area's own fields, shown in the view under its label (`details.<field>`). */
export type AreaField = "designation" | "jobRole" | "shiftTiming";

interface EmployeeAreaConfig {
  /**
   * The form's fields and their checks, loaded with the form's first check (components/form/resolver-on-demand.ts);
   * the add and edit pages read the fields from the same schema (formShape).
   */
  schema: () => Promise<typeof staffSchema | typeof workerSchema>;
  /** The screens' paths; view and edit take the record's id after a slash. */
  screens: { list: string; add: string; view: string; edit: string };
  /** Where the form sends a new record, and an update (with the record's id after a slash). */
  apiPaths: { add: string; update: string };
  /** The list screen's export (GET /api/export/<exportList>). */
  exportList: string;
  form: {
    /** The fields between Gender and Joining Date (labelled `fields.<name>`): the area's own, and Department with the area's example. */
    areaFields: { name: AreaField | "department"; placeholder: EmployeesKey }[];
    salaryPlaceholder: EmployeesKey;
    addressClassName?: string;
  };
  /** The view's details of the area's own fields: shown right after Department, and last, after Salary. */
  view: { afterDepartment: AreaField[]; last: AreaField[] };
  /** Edit Worker also says a failed read in a toast; Edit Staff says it on the screen only. */
  failedReadToast: EmployeesKey | null;
}

export const EMPLOYEE_AREAS: Record<EmployeeArea, EmployeeAreaConfig> = {
  staff: {
    schema: () => import("@/lib/validations/staff").then((module) => module.staffSchema),
    screens: { list: "/staffs", add: "/staffs/add-staff", view: "/staffs/view-staff", edit: "/staffs/edit-staff" },
    apiPaths: { add: "/staffs/add-staff", update: "/staffs/update-staff" },
    exportList: "staffs",
    form: {
      areaFields: [
        { name: "designation", placeholder: "staff.placeholders.designation" },
        { name: "department", placeholder: "staff.placeholders.department" },
      ],
      salaryPlaceholder: "staff.placeholders.salary",
      addressClassName: "sm:col-span-2",
    },
    view: { afterDepartment: ["designation"], last: [] },
    failedReadToast: null,
  },
  worker: {
    schema: () => import("@/lib/validations/workers").then((module) => module.workerSchema),
    screens: { list: "/workers", add: "/workers/add-workers", view: "/workers/view-worker", edit: "/workers/edit-worker" },
    apiPaths: { add: "/workers/add-worker", update: "/workers/update-worker" },
    exportList: "workers",
    form: {
      areaFields: [
        { name: "jobRole", placeholder: "worker.placeholders.jobRole" },
        { name: "shiftTiming", placeholder: "worker.placeholders.shiftTiming" },
        { name: "department", placeholder: "worker.placeholders.department" },
      ],
      salaryPlaceholder: "worker.placeholders.salary",
    },
    view: { afterDepartment: [], last: ["jobRole", "shiftTiming"] },
    failedReadToast: "worker.fetchFailed",
  },
};

/** The catalogue key of a stored gender ('Male' → 'genders.Male'), or null for an empty or unknown one. */
export const genderKey = (gender: string | null | undefined) =>
  (EMPLOYEE_GENDERS as readonly unknown[]).includes(gender) ? (`genders.${gender as (typeof EMPLOYEE_GENDERS)[number]}` as const) : null;
