// The screens of the Staff and Workers areas: each route file passes its area and, where the screen
// shows records, what its service loaded. What differs between the areas is in ./areas.ts.
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList, type LoadedPage } from "@/components/data-table/record-list";
import { RecordActions, RecordPicture, RecordState, ViewCard, type Detail } from "@/components/view/record-view";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import type { Loaded } from "@/lib/services/records";
import type { ListQuery } from "@/lib/validations/list";
import { EMPLOYEE_AREAS, type AreaDetail, type Employee, type EmployeeArea } from "./areas";

const columns: Column<Employee>[] = [
  { header: "Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.phone) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

interface ListProps {
  area: EmployeeArea;
  query: ListQuery;
  /** The area's list service (listStaff, listWorkers). */
  list: (query: ListQuery) => Promise<LoadedPage<Employee>>;
}

/** Staff, Workers: one page of the area's records, searched, with view, edit and delete on each row. */
export function EmployeeListScreen({ area, query, list }: ListProps) {
  const { titles, screens, list: words } = EMPLOYEE_AREAS[area];
  const actions: RowActions<Employee> = {
    viewHref: (row) => `${screens.view}/${row._id}`,
    editHref: (row) => `${screens.edit}/${row._id}`,
    delete: (row) => deleteActionOf(area, row),
  };
  return (
    <ListScreen title={titles.list} addHref={screens.add} addLabel={words.addLabel} searchPlaceholder={words.searchPlaceholder}>
      <ExportButton list={words.exportList} />
      <RecordList
        caption={words.caption}
        totalLabel={words.totalLabel}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => list(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}

/** The view's details of the area's own fields. */
function areaDetails(employee: Employee, details: AreaDetail[]): Detail[] {
  return details.map(({ label, field }) => ({ label, value: orDash(employee[field]) }));
}

/** View Staff, View Worker: the record's details and picture, with edit and delete. */
export function EmployeeViewScreen({ area, loaded }: { area: EmployeeArea; loaded: Loaded<Employee> }) {
  const { screens, view } = EMPLOYEE_AREAS[area];
  return (
    <RecordState loaded={loaded} noun={area}>
      {(employee) => (
        <ViewCard
          title={employee.fullName}
          backHref={screens.list}
          picture={<RecordPicture name={employee.image} alt={`Photo of ${employee.fullName}`} />}
          actions={<RecordActions editHref={`${screens.edit}/${employee._id}`} remove={deleteActionOf(area, employee, "view")} />}
          details={[
            { label: "Name", value: employee.fullName },
            { label: "Department", value: orDash(employee.department) },
            ...areaDetails(employee, view.afterDepartment),
            { label: view.idLabel, value: <span className="font-mono text-sm">{employee._id}</span> },
            { label: "Email", value: orDash(employee.email) },
            { label: "Date of Birth", value: formatDate(employee.dob) },
            { label: "CNIC", value: orDash(employee.cnic) },
            { label: "Gender", value: orDash(employee.gender) },
            // The spec's view shows the address twice, as City and as Address (there is no city field).
            { label: "City", value: orDash(employee.address) },
            { label: "Address", value: orDash(employee.address) },
            { label: "Phone", value: orDash(employee.phone) },
            { label: "Joining Date", value: formatDate(employee.joinDate) },
            { label: "Salary", value: formatPKR(employee.salary) },
            ...areaDetails(employee, view.last),
          ]}
        />
      )}
    </RecordState>
  );
}
