// The Add and Edit screens of the Staff and Workers areas. Apart from the list and view screens
// (./employee-screens.tsx), so that those do not load the form's code in the browser.
import { useTranslations } from "next-intl";
import { FormScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import type { Loaded } from "@/lib/server/services/records";
import { EMPLOYEE_AREAS, type Employee, type EmployeeArea } from "./areas";
import { EmployeeForm, type EmployeeShape } from "./employee-form";
import { FetchFailedToast } from "./fetch-failed-toast";

/** Add Staff, Add Worker. */
export function AddEmployeeScreen({ area, shape }: { area: EmployeeArea; shape: EmployeeShape }) {
  const t = useTranslations("employees");
  const { screens } = EMPLOYEE_AREAS[area];
  return (
    <FormScreen title={t(`${area}.titles.add`)} backHref={screens.list}>
      <EmployeeForm area={area} shape={shape} />
    </FormScreen>
  );
}

/** Edit Staff, Edit Worker: the form with the stored record, or why there is none. */
export function EditEmployeeScreen({ area, loaded, shape }: { area: EmployeeArea; loaded: Loaded<Employee>; shape: EmployeeShape }) {
  const t = useTranslations("employees");
  const { screens, failedReadToast } = EMPLOYEE_AREAS[area];
  return (
    <FormScreen title={t(`${area}.titles.edit`)} backHref={screens.list}>
      {loaded.state === "failed" && failedReadToast ? <FetchFailedToast message={t(failedReadToast)} id={`${area}-fetch-failed`} /> : null}
      <RecordState loaded={loaded} noun={area}>
        {(employee) => <EmployeeForm area={area} employee={employee} shape={shape} />}
      </RecordState>
    </FormScreen>
  );
}
