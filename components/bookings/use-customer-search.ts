"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/browser/api-client";
import type { Day } from "@/lib/money";
import { CUSTOMERS_LISTED, customerChoiceOf } from "./booking-figures";
import type { CustomerChoice, CustomersFound } from "./types";

/** The pause after the last keystroke before the server is asked. */
const SEARCH_DELAY_MS = 250;

export interface CustomerSearch extends CustomersFound {
  /** A search for the words or the day now is under way: `customers` are the last ones found. */
  searching: boolean;
  /** The last search failed: nothing is listed but the page's first customers stay a search away. */
  failed: boolean;
}

/**
 * The customers of the Add Booking picker matching `term` (name, phone, CNIC...), each with the open stay
 * that keeps him from a stay from `day`: the page's own list (`first`) for no words on its day, asked of
 * GET /api/students/get-students otherwise, a moment after the typing stops. A newer search cancels the
 * one still under way, so an older answer never replaces a newer one.
 */
export function useCustomerSearch(term: string, day: Day, first: CustomersFound): CustomerSearch {
  const words = term.trim();
  const isFirst = words === first.term && day === first.day;
  const [found, setFound] = useState<CustomersFound & { failed: boolean }>({ ...first, failed: false });
  useEffect(() => {
    if (isFirst) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ searchTerm: words, limit: String(CUSTOMERS_LISTED), bookingFrom: day });
      api<{ students: CustomerChoice[] }>(`/students/get-students?${query}`, { signal: controller.signal })
        .then(({ students }) => setFound({ term: words, day, customers: students.map(customerChoiceOf), failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setFound({ term: words, day, customers: [], failed: true });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isFirst, words, day]);
  if (isFirst) return { ...first, searching: false, failed: false };
  return { ...found, searching: found.term !== words || found.day !== day };
}
