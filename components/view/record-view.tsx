import type * as React from "react";
import Link from "next/link";
import { ArrowLeft, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { IfCan } from "@/components/auth/access";
import { DeleteButton, type DeleteAction } from "@/components/data-table/delete-button";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useServerText } from "@/lib/i18n/server-text";
import { cn } from "@/lib/utils";
import type { Loaded } from "@/lib/server/services/records";
import type { common as commonTexts } from "@/messages/en/common";

export interface Detail {
  label: string;
  value: React.ReactNode;
}

type RecordNoun = keyof typeof commonTexts.record.nouns;

/**
 * 'Failed to load customer data: …' or 'No customer data available.' — or the record's view. The noun is
 * the record's kind ("customer", "room", "staff"…), named in the page's language.
 */
export function RecordState<T>({
  loaded,
  noun,
  children,
}: {
  loaded: Loaded<T>;
  noun: RecordNoun;
  children: (data: T) => React.ReactNode;
}) {
  const t = useTranslations("common");
  const serverText = useServerText();
  if (loaded.state === "failed") {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-card p-6 text-destructive">
        {t("record.failed", { noun: t(`record.nouns.${noun}`), error: serverText(loaded.error, loaded.said) })}
      </p>
    );
  }
  if (loaded.state === "missing") {
    return (
      <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t("record.missing", { noun: t(`record.nouns.${noun}`) })}</p>
    );
  }
  return <>{children(loaded.data)}</>;
}

interface ViewCardProps {
  title: string;
  backHref: string;
  /** Buttons at the top right (edit, print, delete). */
  actions?: React.ReactNode;
  /** A picture beside the details, e.g. the customer's photo. */
  picture?: React.ReactNode;
  details: Detail[];
  children?: React.ReactNode;
  className?: string;
}

/** Label/value pairs as a description list; `className` lays out its grid. */
export function DetailList({ details, className }: { details: readonly Detail[]; className: string }) {
  return (
    <dl className={className}>
      {details.map((detail) => (
        <div key={detail.label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{detail.label}</dt>
          <dd className="mt-0.5 break-words font-medium">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A record's details as label/value pairs in a card. */
export function ViewCard({ title, backHref, actions, picture, details, children, className }: ViewCardProps) {
  const t = useTranslations("common");
  return (
    <div className={cn("grid gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href={backHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <Card>
        <CardHeader className="border-b">
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="grid gap-6 pt-6 md:grid-cols-[auto_1fr]">
          {picture ? <div className="flex justify-center md:block">{picture}</div> : null}
          <DetailList details={details} className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", !picture && "md:col-span-2 lg:grid-cols-3")} />
        </CardContent>
        {children}
      </Card>
    </div>
  );
}

/** A stored picture (served to signed-in admins from /uploads), or a placeholder. */
export function RecordPicture({ name, alt, size = 150 }: { name: string | null | undefined; alt: string; size?: number }) {
  const t = useTranslations("common");
  if (!name) {
    return (
      <div
        className="flex items-center justify-center rounded-lg bg-muted text-sm text-muted-foreground"
        style={{ width: size, height: size }}
      >
        {t("picture.none")}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are served by our guarded route, not the image optimizer
    <img
      src={`/uploads/${name}`}
      alt={alt}
      width={size}
      height={size}
      className="rounded-lg object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/**
 * A record's Edit link and Delete button (with its 'Confirm Deletion' dialog), for a view screen's top
 * bar: Edit for the roles that may change records, Delete for those that may delete them.
 */
export function RecordActions({ editHref, remove }: { editHref: string; remove: DeleteAction }) {
  const t = useTranslations("common");
  return (
    <>
      <IfCan permission="records.write">
        <Link href={editHref} className={buttonVariants({ variant: "outline" })}>
          <Pencil aria-hidden="true" />
          {t("edit")}
        </Link>
      </IfCan>
      <DeleteButton withText action={remove} />
    </>
  );
}
