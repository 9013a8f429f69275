import type { RegisterRow } from "@/lib/server/services/register";
import { CorrectReportButton, RecordReportButton } from "./report-buttons";

/**
 * The police report's button for a register line: "Record report" while it is due or overdue, "Correct"
 * once reported; none where the role may not do that step.
 */
export function ReportAction({
  line,
  station,
  canRecord,
  canCorrect,
}: {
  line: RegisterRow;
  station: string;
  canRecord: boolean;
  canCorrect: boolean;
}) {
  if (line.reportStatus === "due" || line.reportStatus === "overdue") {
    return canRecord ? (
      <RecordReportButton bookingId={line.bookingId} name={line.studentName} checkIn={line.checkIn} station={station} />
    ) : null;
  }
  if (line.reportStatus === "reported" && line.reportedOn && canCorrect) {
    return (
      <CorrectReportButton
        bookingId={line.bookingId}
        name={line.studentName}
        checkIn={line.checkIn}
        report={{
          reportedOn: line.reportedOn,
          policeStation: line.policeStation ?? "",
          reference: line.reference,
          updatedAt: line.reportUpdatedAt,
        }}
      />
    );
  }
  return null;
}
