import { z } from "zod";
import { listQuerySchema } from "./list";
import { hostelTime } from "@/lib/time";
import { dayField, optionalChoice, optionalDate, optionalText, requiredDate, requiredInt, requiredText } from "./fields";
import { sayEnglish } from "./message";

// The police register (docs/register.md): its list's query, a stay's report and its correction, and the
// register's settings. Browser-safe: the screens' forms share these schemas.

export const REPORT_STATUSES = ["due", "overdue", "reported", "not_due"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The register's tabs: a status, or every stay. */
export const REGISTER_TABS = ["due", "overdue", "reported", "all"] as const;
export type RegisterTab = (typeof REGISTER_TABS)[number];

/** Stays a page of the register shows. */
export const REGISTER_PAGE_SIZE = 20;
/** Stays one form print takes at most. */
export const MAX_FORMS = 50;
export const MAX_STATION = 100;
export const MAX_REFERENCE = 100;
export const MAX_REASON = 500;
export const MAX_REPORT_HOURS = 720;
export const MAX_KEEP_MONTHS = 120;

const fromAfterTo = { message: sayEnglish("auditFromAfterTo"), path: ["to"] };

/** GET /api/register: `?status=&from=&to=&searchTerm=&page=`; `from`/`to` are check-in days, both included. */
export const registerQuerySchema = listQuerySchema
  .extend({
    status: optionalChoice(REGISTER_TABS, "registerStatusChoice").transform((status) => status ?? "all"),
    from: optionalDate("fromDate"),
    to: optionalDate("toDate"),
  })
  .refine(({ from, to }) => !from || !to || from <= to, fromAfterTo);

export type RegisterQuery = z.output<typeof registerQuerySchema>;

/** The register print's range of check-in days (both optional: this month). */
export const registerPrintQuerySchema = z
  .object({ from: optionalDate("fromDate"), to: optionalDate("toDate") })
  .refine(({ from, to }) => !from || !to || from <= to, fromAfterTo);

/** POST /api/bookings/{id}/police-report: a blank station is the settings' one. */
export const policeReportSchema = z.object({
  reportedOn: requiredDate("reportedOn"),
  policeStation: optionalText("policeStation", MAX_STATION),
  reference: optionalText("reference", MAX_REFERENCE),
});

/** PUT /api/bookings/{id}/police-report (owners): the fields sent change; the reason is required. */
export const policeReportCorrectionSchema = z.object({
  reportedOn: requiredDate("reportedOn").optional(),
  policeStation: requiredText("policeStation", MAX_STATION).optional(),
  reference: optionalText("reference", MAX_REFERENCE),
  reason: requiredText("reason", MAX_REASON),
});

// The Record report and Correct dialogs (components/register/report-forms.tsx): the day is typed as
// DD-MM-YYYY and sent as YYYY-MM-DD; "today" is read when the form is checked.
const reportedOnField = () => dayField("reportedOn", () => hostelTime(new Date()).date);
export const policeReportFormSchema = policeReportSchema.extend({ reportedOn: reportedOnField() });
export const policeReportCorrectionFormSchema = policeReportCorrectionSchema.extend({ reportedOn: reportedOnField() });

export type PoliceReportInput = z.output<typeof policeReportSchema>;
export type PoliceReportCorrection = z.output<typeof policeReportCorrectionSchema>;

/** The register's settings (`register` in PUT /api/settings). */
export const registerSettingsSchema = z.object({
  reportWithinHours: requiredInt("reportWithinHours", 1, MAX_REPORT_HOURS),
  policeStation: optionalText("policeStation", MAX_STATION).transform((value) => value ?? ""),
  keepIdPicturesMonths: requiredInt("keepIdPicturesMonths", 1, MAX_KEEP_MONTHS),
});

export type RegisterSettings = z.output<typeof registerSettingsSchema>;

export const DEFAULT_REGISTER_SETTINGS: RegisterSettings = { reportWithinHours: 24, policeStation: "", keepIdPicturesMonths: 24 };
