import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";

export const MODE_FILTERS = ["all", ...PAYMENT_MODES] as const;
export type ModeFilter = (typeof MODE_FILTERS)[number];

const modeFilter = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? "all" : value),
    z.enum(MODE_FILTERS, { error: `${label} must be one of: ${MODE_FILTERS.join(", ")}` }),
  );

/** `?incomeMode=&securityMode=` of the dashboard summary: the cards' All / Cash / Bank Transfer filters. */
export const dashboardQuerySchema = z.object({
  incomeMode: modeFilter("Income mode"),
  securityMode: modeFilter("Security mode"),
});

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
