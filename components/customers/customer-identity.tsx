import { useTranslations } from "next-intl";
import { CardContent } from "@/components/ui/card";
import { Ltr } from "@/components/ui/ltr";
import { DetailList, RecordPicture, type Detail } from "@/components/view/record-view";
import { formatDate, orDash } from "@/lib/format";
import type { StudentApi } from "@/lib/server/services/students";
import { PAKISTANI } from "@/lib/validations/identity";

/** A phone number, CNIC or ID number, kept left to right inside an Urdu line; "—" when empty. */
const code = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : orDash(value));

/** "Incomplete" beside a customer's name, with what is missing (docs/register.md); nothing when complete. */
export function IncompleteBadge({ missing }: { missing: StudentApi["missing"] }) {
  const t = useTranslations("customers");
  if (missing.length === 0) return null;
  const list = missing.map((part) => t(`missing.${part}`)).join(t("missingSeparator"));
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs font-normal text-muted-foreground">
      <span
        title={t("list.missingList", { list })}
        className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
      >
        {t("list.incompleteBadge")}
      </span>
      <span>{t("list.missingList", { list })}</span>
    </span>
  );
}

/** The identity and guardian of a customer's view: ID type and number, nationality, the ID pictures, the guardian. */
export function CustomerIdentity({ customer }: { customer: StudentApi }) {
  const t = useTranslations("customers");
  const list = customer.missing.map((part) => t(`missing.${part}`)).join(t("missingSeparator"));
  const identity = [
    { label: t("fields.idType"), value: t(`idTypes.${customer.idType}`) },
    { label: t("fields.idNumber"), value: code(customer.idNumber) },
    { label: t("fields.nationality"), value: customer.nationality === PAKISTANI ? t("pakistani") : customer.nationality },
    ...(customer.visaExpiry ? [{ label: t("fields.visaExpiry"), value: formatDate(customer.visaExpiry) }] : []),
    ...(customer.idType !== "cnic" && customer.cnic ? [{ label: t("fields.cnic"), value: code(customer.cnic) }] : []),
    { label: t("fields.occupation"), value: orDash(customer.occupation) },
    { label: t("fields.institution"), value: orDash(customer.institution) },
    { label: t("fields.previousAddress"), value: orDash(customer.previousAddress) },
  ];
  const guardian = [
    { label: t("fields.guardianName"), value: orDash(customer.guardianName) },
    { label: t("fields.guardianRelation"), value: orDash(customer.guardianRelation) },
    { label: t("fields.guardianPhone"), value: code(customer.guardianPhone) },
    { label: t("fields.guardianCnic"), value: code(customer.guardianCnic) },
    { label: t("fields.guardianEmail"), value: code(customer.guardianEmail) },
  ];
  const details = (items: Detail[]) => <DetailList details={items} className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3" />;
  return (
    <CardContent className="grid gap-6 border-t pt-6">
      <p
        role="status"
        className={
          customer.complete
            ? "text-sm font-medium text-emerald-700 dark:text-emerald-400"
            : "text-sm font-medium text-amber-800 dark:text-amber-300"
        }
      >
        {customer.complete ? t("completeness.complete") : t("completeness.incomplete", { list })}
      </p>
      <section className="grid gap-4">
        <h2 className="text-base font-semibold">{t("sections.identity")}</h2>
        {details(identity)}
        <div className="flex flex-wrap gap-4">
          {(["idFront", "idBack"] as const).map((side) => (
            <figure key={side} className="grid gap-1">
              <figcaption className="text-xs font-medium text-muted-foreground">{t(`fields.${side}`)}</figcaption>
              <RecordPicture name={customer[side]} alt={t(`fields.${side}`)} size={150} />
            </figure>
          ))}
        </div>
      </section>
      <section className="grid gap-4">
        <h2 className="text-base font-semibold">{t("sections.guardian")}</h2>
        {details(guardian)}
      </section>
    </CardContent>
  );
}
