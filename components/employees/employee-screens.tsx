// The screens of the Staff and Workers areas: each route file passes its area and, where the screen
// shows records, what its service loaded. What differs between the areas is in ./areas.ts.
import { useLocale, useTranslations } from "next-intl";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList, type LoadedPage } from "@/components/data-table/record-list";
import { Ltr } from "@/components/ui/ltr";
import { RecordActions, RecordPicture, RecordState, ViewCard, type Detail } from "@/components/view/record-view";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import type { Loaded } from "@/lib/server/services/records";
import type { ListQuery } from "@/lib/validations/list";
import { EMPLOYEE_AREAS, genderKey, type AreaField, type Employee, type EmployeeArea } from "./areas";

/** A phone, CNIC or e-mail: read left to right inside an Urdu line; "—" when empty. */
const code = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : orDash(value));

interface ListProps {
  area: EmployeeArea;
  query: ListQuery;
  /** The area's list service (listStaff, listWorkers). */
  list: (query: ListQuery) => Promise<LoadedPage<Employee>>;
}

/** Staff, Workers: one page of the area's records, searched, with view, edit and delete on each row. */
export function EmployeeListScreen({ area, query, list }: ListProps) {
  const t = useTranslations("employees");
  const { screens, exportList } = EMPLOYEE_AREAS[area];
  const columns: Column<Employee>[] = [
    { header: t("columns.name"), cell: (row) => row.fullName, className: "font-medium" },
    { header: t("columns.email"), cell: (row) => code(row.email) },
    { header: t("columns.phone"), cell: (row) => code(row.phone) },
    { header: t("columns.cnic"), cell: (row) => code(row.cnic) },
  ];
  const actions: RowActions<Employee> = {
    viewHref: (row) => `${screens.view}/${row._id}`,
    editHref: (row) => `${screens.edit}/${row._id}`,
    delete: (row) => deleteActionOf(area, row),
  };
  return (
    <ListScreen
      title={t(`${area}.titles.list`)}
      addHref={screens.add}
      addLabel={t(`${area}.list.add`)}
      searchPlaceholder={t(`${area}.list.search`)}
    >
      <ExportButton list={exportList} />
      <RecordList
        caption={t(`${area}.list.caption`)}
        totalLabel={t(`${area}.list.total`)}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => list(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}

/** View Staff, View Worker: the record's details and picture, with edit and delete. */
export function EmployeeViewScreen({ area, loaded }: { area: EmployeeArea; loaded: Loaded<Employee> }) {
  const t = useTranslations("employees");
  const locale = useLocale();
  const { screens, view } = EMPLOYEE_AREAS[area];
  /** The view's details of the area's own fields. */
  const areaDetails = (employee: Employee, fields: AreaField[]): Detail[] =>
    fields.map((field) => ({ label: t(`details.${field}`), value: orDash(employee[field]) }));
  const gender = (employee: Employee) => {
    const key = genderKey(employee.gender);
    return key ? t(key) : orDash(employee.gender);
  };
  return (
    <RecordState loaded={loaded} noun={area}>
      {(employee) => (
        <ViewCard
          title={employee.fullName}
          backHref={screens.list}
          picture={<RecordPicture name={employee.image} alt={t("photoOf", { name: employee.fullName })} />}
          actions={<RecordActions editHref={`${screens.edit}/${employee._id}`} remove={deleteActionOf(area, employee, "view")} />}
          details={[
            { label: t("details.name"), value: employee.fullName },
            { label: t("details.department"), value: orDash(employee.department) },
            ...areaDetails(employee, view.afterDepartment),
            { label: t(`${area}.idLabel`), value: <Ltr className="font-mono text-sm">{employee._id}</Ltr> },
            { label: t("details.email"), value: code(employee.email) },
            { label: t("details.dob"), value: formatDate(employee.dob) },
            { label: t("details.cnic"), value: code(employee.cnic) },
            { label: t("details.gender"), value: gender(employee) },
            // The spec's view shows the address twice, as City and as Address (there is no city field).
            { label: t("details.city"), value: orDash(employee.address) },
            { label: t("details.address"), value: orDash(employee.address) },
            { label: t("details.phone"), value: code(employee.phone) },
            { label: t("details.joinDate"), value: formatDate(employee.joinDate) },
            { label: t("details.salary"), value: formatPKR(employee.salary, locale) },
            ...areaDetails(employee, view.last),
          ]}
        />
      )}
    </RecordState>
  );
}
