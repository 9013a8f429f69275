import { z } from "zod";
import { PAGE_SIZE } from "@/models/enums";
import { fieldSays, withoutNul } from "./fields";
import { sayEnglish } from "./message";
import { firstOf, type SearchParams } from "@/lib/search-params";

// The one home of a list's `page`, `searchTerm` and `limit`: every list call (and the screens that read
// them from their URL) takes them from here, so a page past 1,000,000 or a search over 100 characters is
// refused with the same field message everywhere.

/** `?page=`: 1 when missing. */
export const pageNumber = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 1 : Number(value)),
  z
    .number({ error: fieldSays("fieldNumber", "page") })
    .int(fieldSays("fieldWholeNumber", "page"))
    .min(1, fieldSays("fieldAtLeast", "page", { min: 1 }))
    .max(1_000_000, sayEnglish("pageTooLarge")),
);

/** `?searchTerm=`, trimmed; none when missing. */
export const searchTerm = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
  z
    .string()
    .max(100, fieldSays("fieldTooLong", "searchTerm", { max: 100 }))
    .refine(...withoutNul("searchTerm")),
);

/** `?limit=` (rows per page): PAGE_SIZE when missing. */
export const rowsPerPage = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? PAGE_SIZE : Number(value)),
  z
    .number({ error: fieldSays("fieldNumber", "limit") })
    .int(fieldSays("fieldWholeNumber", "limit"))
    .min(1, fieldSays("fieldAtLeast", "limit", { min: 1 }))
    .max(100, fieldSays("fieldAtMost", "limit", { max: 100 })),
);

/** `?page=&searchTerm=` of every list call. */
export const listQuerySchema = z.object({ page: pageNumber, searchTerm });

/** Bookings also take `?limit=` (rows per page). */
export const bookingListQuerySchema = listQuerySchema.extend({ limit: rowsPerPage });

export type ListQuery = z.output<typeof listQuerySchema>;
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** A list screen's page and search from its URL; anything unreadable falls back to page 1 and no search. */
export function listQueryOf(searchParams: SearchParams): ListQuery {
  const parsed = listQuerySchema.safeParse({ page: firstOf(searchParams.page), searchTerm: firstOf(searchParams.searchTerm) });
  return parsed.success ? parsed.data : { page: 1, searchTerm: "" };
}

/** The bookings list's page, search and `limit` from its URL, with the same fallbacks. */
export function bookingListQueryOf(searchParams: SearchParams): BookingListQuery {
  const parsed = bookingListQuerySchema.safeParse({
    page: firstOf(searchParams.page),
    searchTerm: firstOf(searchParams.searchTerm),
    limit: firstOf(searchParams.limit),
  });
  return parsed.success ? parsed.data : { page: 1, searchTerm: "", limit: PAGE_SIZE };
}
