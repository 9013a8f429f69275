// Staff and workers are kept alike: one form, list and view (this folder) serve both areas, and this
// file says what differs between them. The texts are shown as they are written here.
import type { StaffApi } from "@/lib/services/staff";
import type { WorkerApi } from "@/lib/services/workers";
import { staffSchema } from "@/lib/validations/staff";
import { workerSchema } from "@/lib/validations/workers";

/** "staff" or "worker": also the area's name for its delete action and its "No … data available." line. */
export type EmployeeArea = "staff" | "worker";

/** A staff member or a worker as the services give them: the columns both have, and each area's own. */
export type Employee = Omit<StaffApi, "designation"> & Partial<Pick<StaffApi, "designation"> & Pick<WorkerApi, "jobRole" | "shiftTiming">>;

/** A detail of the view showing one of the area's own fields. */
export interface AreaDetail {
  label: string;
  field: "designation" | "jobRole" | "shiftTiming";
}

interface EmployeeAreaConfig {
  /** The form's fields and their checks. */
  schema: typeof staffSchema | typeof workerSchema;
  /** The screens' headings, which are also their page titles (the view's heading is the person's name). */
  titles: { list: string; view: string; add: string; edit: string };
  /** The screens' paths; view and edit take the record's id after a slash. */
  screens: { list: string; add: string; view: string; edit: string };
  /** Where the form sends a new record, and an update (with the record's id after a slash). */
  apiPaths: { add: string; update: string };
  /** The list screen: its export (GET /api/export/<exportList>), add button, search box, table caption and count line. */
  list: { exportList: string; addLabel: string; searchPlaceholder: string; caption: string; totalLabel: string };
  form: {
    submitLabels: { add: string; update: string };
    /** The toasts after a save; the failures are said when the server gives no message of its own. */
    added: string;
    updated: string;
    addFailed: string;
    updateFailed: string;
    /** The fields between Gender and Joining Date: the area's own, and Department with the area's example. */
    areaFields: { name: "designation" | "jobRole" | "shiftTiming" | "department"; label: string; placeholder: string }[];
    salaryPlaceholder: string;
    addressClassName?: string;
  };
  view: {
    idLabel: string;
    /** The area's own details, shown right after Department, and last, after Salary. */
    afterDepartment: AreaDetail[];
    last: AreaDetail[];
  };
  /** Edit Worker also says a failed read in a toast; Edit Staff says it on the screen only. */
  failedReadToast: string | null;
}

export const EMPLOYEE_AREAS: Record<EmployeeArea, EmployeeAreaConfig> = {
  staff: {
    schema: staffSchema,
    titles: { list: "Staff", view: "Staff", add: "Add Staff", edit: "Edit Staff" },
    screens: { list: "/staffs", add: "/staffs/add-staff", view: "/staffs/view-staff", edit: "/staffs/edit-staff" },
    apiPaths: { add: "/staffs/add-staff", update: "/staffs/update-staff" },
    list: { exportList: "staffs", addLabel: "Add Staff", searchPlaceholder: "Search staff", caption: "Staff", totalLabel: "Total Staff" },
    form: {
      submitLabels: { add: "Add Staff", update: "Update Staff" },
      added: "Staff added successfully!",
      updated: "Staff updated successfully!",
      addFailed: "Failed to add staff. Please try again.",
      updateFailed: "Failed to update staff. Please try again.",
      areaFields: [
        { name: "designation", label: "Designation", placeholder: "e.g. Warden" },
        { name: "department", label: "Department", placeholder: "e.g. Administration" },
      ],
      salaryPlaceholder: "e.g. 45000",
      addressClassName: "sm:col-span-2",
    },
    view: {
      idLabel: "Staff ID",
      afterDepartment: [{ label: "Designation", field: "designation" }],
      last: [],
    },
    failedReadToast: null,
  },
  worker: {
    schema: workerSchema,
    titles: { list: "Workers", view: "Worker", add: "Add Worker", edit: "Edit Worker" },
    screens: { list: "/workers", add: "/workers/add-workers", view: "/workers/view-worker", edit: "/workers/edit-worker" },
    apiPaths: { add: "/workers/add-worker", update: "/workers/update-worker" },
    list: { exportList: "workers", addLabel: "Add Worker", searchPlaceholder: "Search workers", caption: "Workers", totalLabel: "Total Workers" },
    form: {
      submitLabels: { add: "Add Worker", update: "Update Worker" },
      added: "Worker added successfully!",
      updated: "Worker updated successfully!",
      addFailed: "Failed to add worker. Please try again.",
      updateFailed: "Failed to update worker. Please try again.",
      areaFields: [
        { name: "jobRole", label: "Job Role", placeholder: "e.g. Cook" },
        { name: "shiftTiming", label: "Shift Timing", placeholder: "e.g. 9:00 AM - 5:00 PM" },
        { name: "department", label: "Department", placeholder: "e.g. Kitchen" },
      ],
      salaryPlaceholder: "e.g. 25000",
    },
    view: {
      idLabel: "Worker ID",
      afterDepartment: [],
      last: [
        { label: "Job Role", field: "jobRole" },
        { label: "Shift Timing", field: "shiftTiming" },
      ],
    },
    failedReadToast: "Failed to fetch worker details. Please try again.",
  },
};
