import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { sayEnglish } from "./message";

export const MODE_FILTERS = ["all", ...PAYMENT_MODES] as const;
export type ModeFilter = (typeof MODE_FILTERS)[number];

const modeFilter = (invalid: "incomeModeChoice" | "securityModeChoice") =>
  z.preprocess((value) => (value === undefined || value === "" ? "all" : value), z.enum(MODE_FILTERS, { error: sayEnglish(invalid) }));

/** `?incomeMode=&securityMode=` of the dashboard summary: the cards' All / Cash / Bank Transfer filters. */
export const dashboardQuerySchema = z.object({
  incomeMode: modeFilter("incomeModeChoice"),
  securityMode: modeFilter("securityModeChoice"),
});

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
