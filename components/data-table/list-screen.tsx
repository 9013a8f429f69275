import type * as React from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SearchBox } from "./search-box";

interface ListScreenProps {
  title: string;
  addHref: string;
  addLabel: string;
  searchPlaceholder: string;
  children: React.ReactNode;
}

/** The frame of every list screen: title, search box and add button (for the roles that may add) above the table. */
export function ListScreen({ title, addHref, addLabel, searchPlaceholder, children }: ListScreenProps) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox placeholder={searchPlaceholder} />
          <IfCan permission="records.write">
            <Link href={addHref} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {addLabel}
            </Link>
          </IfCan>
        </div>
      </div>
      {children}
    </div>
  );
}

/** Shown while a list page loads. */
export function TableSpinner() {
  return (
    <div className="flex justify-center rounded-lg border bg-card py-16">
      <Spinner className="[&_svg]:h-8 [&_svg]:w-8" />
    </div>
  );
}

/** A line above the table such as 'Total Staff: 12'. */
export function ListTotal({ label, total }: { label: string; total: number }) {
  return (
    <p className="text-sm font-medium text-muted-foreground">
      {label}: <span className="text-foreground">{total}</span>
    </p>
  );
}
