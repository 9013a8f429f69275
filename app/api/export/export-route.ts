import "server-only";
import type { z, ZodType } from "zod";
import { createTranslator } from "next-intl";
import { csvResponse, toCsv, type CsvColumn } from "@/lib/server/csv";
import { config } from "@/lib/server/config";
import { formatDate, formatYearMonth, humanize, paymentModeLabel } from "@/lib/format";
import { adminRoute } from "@/lib/server/http/route";
import { compiled } from "@/lib/server/i18n/compiled";
import { isLocale, LANGUAGE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { maintenancePaymentMethodLabel, maintenanceStatusLabel, maintenanceTypeLabel } from "@/components/maintenance/labels";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { hostelTime } from "@/lib/time";
import { listQuerySchema } from "@/lib/validations/list";

interface LoadedPage<Row> {
  rows: Row[];
  totalPages: number;
}

interface ExportOptions<S extends ZodType, Row> {
  /** The file's name before the date, e.g. "customers". */
  name: string;
  /** The query the list screen sends (its search); default `?searchTerm=`. */
  query?: S;
  /** One page of the list, filtered and ordered as its screen shows it. */
  loadPage: (query: z.output<S>, page: number) => Promise<LoadedPage<Row>>;
  /** The columns, their stored values written as the screens word them (`words`). */
  columns: (words: ExportWords) => CsvColumn<Row>[];
}

/**
 * GET /api/export/<list>: every row the list screen would show for its search, on all pages, as a CSV
 * download named "<list>-<today>.csv". The rows come page by page from the list's own query, so the
 * export matches the screen's search and order without a second copy of either.
 */
export function exportRoute<Row, S extends ZodType = typeof listQuerySchema>({ name, query, loadPage, columns }: ExportOptions<S, Row>) {
  return adminRoute({ permission: "read", query: query ?? listQuerySchema }, async (call) => {
    const words = exportWords(requestLanguage(call.request, call.admin.language));
    const rows: Row[] = [];
    for (let page = 1, lastPage = 1; page <= lastPage; page++) {
      const loaded = await loadPage(call.query as z.output<S>, page);
      rows.push(...loaded.rows);
      lastPage = loaded.totalPages;
    }
    const today = hostelTime(new Date(), config.timeZone).date;
    return csvResponse(`${name}-${today}.csv`, toCsv(columns(words), rows));
  });
}

/** A date or moment as DD-MM-YYYY on the hostel's clock; empty stays empty. */
export const csvDate = (value: string | Date | null | undefined) => (value ? formatDate(value) : null);

/** The language of the request: the panel's cookie, else the administrator's choice, else English. */
function requestLanguage(request: Request, chosen: string | null | undefined): Locale {
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(cookie) ? cookie : isLocale(chosen) ? chosen : "en";
}

const catalogues = { en, ur };

/**
 * The words of stored values in `language`, from the screens' catalogues (the values themselves stay
 * the spec's English in the database and the API): 'male' → 'Male' / 'مرد'. A value a catalogue does
 * not know is written as the screens show it (humanized), an empty one stays an empty cell.
 */
export function exportWords(language: Locale) {
  const t = createTranslator({ locale: language, messages: compiled(catalogues[language]) });
  const maintenanceT = createTranslator({ locale: language, messages: compiled(catalogues[language]), namespace: "maintenance" });
  const choice =
    (prefix: string) =>
    (value: string | null | undefined): string | null => {
      if (!value) return null;
      const key = `${prefix}.${value}` as Parameters<typeof t>[0];
      return t.has(key) ? t(key) : humanize(value);
    };
  const maintenance = (label: typeof maintenanceTypeLabel) => (value: string | null | undefined) =>
    value ? label(maintenanceT, value) : null;
  return {
    language,
    gender: choice("customers.gender"),
    employeeGender: choice("employees.genders"),
    floor: choice("rooms.floors"),
    roomType: choice("rooms.types"),
    roomStatus: choice("rooms.status"),
    facility: choice("rooms.facilities"),
    stayStatus: choice("stay.status"),
    durationType: choice("bookings.durationTypes"),
    employeeType: choice("salaries.types"),
    maintenanceType: maintenance(maintenanceTypeLabel),
    maintenanceStatus: maintenance(maintenanceStatusLabel),
    maintenancePaymentMethod: maintenance(maintenancePaymentMethodLabel),
    paymentMode: (value: string | null | undefined) => (value ? paymentModeLabel(value, language) : null),
    month: (period: string | null | undefined) => (period ? formatYearMonth(period, language) : null),
    yesNo: (value: boolean) => t(value ? "audit.values.yes" : "audit.values.no"),
  };
}

export type ExportWords = ReturnType<typeof exportWords>;
