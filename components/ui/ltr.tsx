import type * as React from "react";

/**
 * Text that reads left to right whatever the page's direction: phone numbers, CNICs, e-mails,
 * receipt numbers and codes inside Urdu text (bdi keeps it from reordering what is around it).
 */
export function Ltr({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
