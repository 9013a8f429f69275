import "@fontsource/noto-nastaliq-urdu/arabic-400.css";
import "./register-print.css";
import { Ltr } from "@/components/ui/ltr";
import { UrduFaces } from "@/components/ui/urdu-faces";
import { formatDate } from "@/lib/format";
import type { ResidentForm } from "@/lib/server/services/register";
import type { HostelSettings } from "@/lib/server/services/settings";
import type { Bilingual, bilingualLabels } from "./bilingual";

type Labels = Awaited<ReturnType<typeof bilingualLabels>>;

/** "Name / نام": the English label with the Urdu one beside it. */
export function Both({ text, className }: { text: Bilingual; className?: string }) {
  return (
    <span className={className}>
      {text.en}{" "}
      <span lang="ur" dir="rtl" className="register-urdu print-urdu text-muted-foreground">
        {text.ur}
      </span>
    </span>
  );
}

function Field({ label, value, wide = false }: { label: Bilingual; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 grid gap-0.5 border-b border-dotted pb-1" : "grid gap-0.5 border-b border-dotted pb-1"}>
      <dt className="text-[0.7rem] font-medium uppercase tracking-wide">
        <Both text={label} />
      </dt>
      <dd className="min-h-5 break-words font-medium">{value === null || value === undefined || value === "" ? "—" : value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: Bilingual; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="border-b-2 border-primary pb-0.5 text-sm font-semibold uppercase tracking-wide text-primary">
        <Both text={title} />
      </h2>
      {children}
    </section>
  );
}

/* eslint-disable @next/next/no-img-element -- uploads are served by our guarded route, not the image optimizer */
function Picture({ name, alt, className, empty }: { name: string | null | undefined; alt: string; className: string; empty: Bilingual }) {
  if (!name) {
    return (
      <div
        className={`flex items-center justify-center rounded border border-dashed text-center text-xs text-muted-foreground ${className}`}
      >
        <Both text={empty} />
      </div>
    );
  }
  return <img src={`/uploads/${name}`} alt={alt} className={`rounded border object-contain ${className}`} />;
}
/* eslint-enable @next/next/no-img-element */

/**
 * The resident's information form of one stay (docs/register.md, "Prints"): the hostel, the resident, the
 * guardian, the stay and its police report, the ID document's pictures and the signature lines; in English
 * with the Urdu labels beside. One A4 page: several print one after the other, a page each.
 */
export function ResidentFormSheet({ form, hostel, labels }: { form: ResidentForm; hostel: HostelSettings["hostel"]; labels: Labels }) {
  const { row, student } = form;
  const { label } = labels;
  const phones = [student?.contactNumber, student?.emergencyContact].filter(Boolean).join(", ");
  const passport = student?.idType === "passport";
  const title = label("formTitle");
  return (
    <article
      aria-label={`${title.en}: ${row.studentName}`}
      className="resident-form-sheet mx-auto grid w-full max-w-3xl content-start gap-3 rounded-lg border bg-card p-4 text-sm shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-primary pb-2">
        <div className="grid gap-0.5">
          <p className="text-base font-bold">{hostel.name}</p>
          {hostel.address ? <p className="text-xs">{hostel.address}</p> : null}
          <p className="text-xs">
            {hostel.phone ? (
              <>
                {label("phone").en}: <Ltr>{hostel.phone}</Ltr>
              </>
            ) : null}
            {hostel.phone && hostel.ownerName ? " · " : null}
            {hostel.ownerName ? `${label("owner").en}: ${hostel.ownerName}` : null}
          </p>
        </div>
        <h1 className="text-end text-lg font-bold leading-tight">
          <Both text={title} className="grid" />
        </h1>
        <UrduFaces />
      </div>

      <Section title={label("resident")}>
        <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            <Field label={label("name")} value={row.studentName} />
            <Field label={label("fatherName")} value={student?.fatherName ?? row.fatherName} />
            <Field label={label("idType")} value={student ? labels.idType(student.idType).en : null} />
            <Field label={label("idNumber")} value={row.idNumber ? <Ltr>{row.idNumber}</Ltr> : null} />
            <Field label={label("nationality")} value={student?.nationality} />
            {student?.visaExpiry ? (
              <Field label={label("visaExpiry")} value={formatDate(student.visaExpiry)} />
            ) : (
              <Field label={label("dob")} value={student?.dob ? formatDate(student.dob) : null} />
            )}
            {student?.visaExpiry ? <Field label={label("dob")} value={student?.dob ? formatDate(student.dob) : null} /> : null}
            <Field label={label("phones")} value={phones ? <Ltr>{phones}</Ltr> : null} />
            <Field label={label("occupation")} value={student?.occupation} />
            <Field label={label("institution")} value={student?.institution} wide />
            <Field label={label("permanentAddress")} value={student?.permanentAddress} wide />
            <Field label={label("previousAddress")} value={student?.previousAddress} wide />
          </dl>
          <Picture name={student?.image} alt={label("photo").en} className="h-36 w-[7.5rem]" empty={label("noPhoto")} />
        </div>
      </Section>

      <Section title={label("guardian")}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-4">
          <Field label={label("name")} value={student?.guardianName} />
          <Field label={label("relation")} value={student?.guardianRelation} />
          <Field label={label("phone")} value={student?.guardianPhone ? <Ltr>{student.guardianPhone}</Ltr> : null} />
          <Field label={label("guardianCnic")} value={student?.guardianCnic ? <Ltr>{student.guardianCnic}</Ltr> : null} />
        </dl>
      </Section>

      <div className="grid gap-3 sm:grid-cols-2">
        <Section title={label("stay")}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            <Field label={label("room")} value={row.roomNumber ? <Ltr>{row.roomNumber}</Ltr> : null} />
            <Field label={label("checkIn")} value={formatDate(row.checkIn)} />
          </dl>
        </Section>
        <Section title={label("police")}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            <Field label={label("reportedOn")} value={row.reportedOn ? formatDate(row.reportedOn) : null} />
            <Field label={label("reference")} value={row.reference ? <Ltr>{row.reference}</Ltr> : null} />
            <Field label={label("policeStation")} value={row.policeStation} wide />
          </dl>
        </Section>
      </div>

      <Section title={label("idPictures")}>
        <div className="grid grid-cols-2 gap-3">
          <figure className="grid gap-1">
            <Picture name={student?.idFront} alt={label("idFront").en} className="h-40 w-full" empty={label("noPicture")} />
            <figcaption className="text-xs">
              <Both text={label("idFront")} />
            </figcaption>
          </figure>
          {passport ? null : (
            <figure className="grid gap-1">
              <Picture name={student?.idBack} alt={label("idBack").en} className="h-40 w-full" empty={label("noPicture")} />
              <figcaption className="text-xs">
                <Both text={label("idBack")} />
              </figcaption>
            </figure>
          )}
        </div>
      </Section>

      <footer className="mt-6 grid grid-cols-2 gap-8 text-xs">
        {(["residentSignature", "managerSignature"] as const).map((key) => (
          <div key={key} className="grid gap-1">
            <div className="h-10 border-b border-foreground" />
            <Both text={label(key)} />
            <span>
              <Both text={label("date")} />: ____________
            </span>
          </div>
        ))}
      </footer>
    </article>
  );
}
