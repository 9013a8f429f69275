"use client";

import { useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { hostelNow } from "@/lib/format-time";

/** The report's printed-on time: rendered with the page, then set again as the browser starts printing. */
export function PrintedOn({ initial, timeZone }: { initial: string; timeZone: string }) {
  const locale = useLocale();
  const [printedOn, setPrintedOn] = useState(initial);
  useEffect(() => {
    const update = () => setPrintedOn(hostelNow(timeZone, locale));
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [timeZone, locale]);
  return <span>{printedOn}</span>;
}
