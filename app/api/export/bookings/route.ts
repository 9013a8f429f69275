import { listBookings } from "@/lib/server/services/bookings";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/bookings?searchTerm=: every matching booking as CSV, with what is owed today.
export const GET = exportRoute({
  name: "bookings",
  loadPage: (query, page) => listBookings({ ...query, page, limit: 100 }),
  columns: (words) => [
    { header: "Customer Name", value: (row) => row.studentName },
    { header: "Room No", value: (row) => row.room.roomNumber },
    { header: "Status", value: (row) => words.stayStatus(row.status) },
    { header: "Booking Date", value: (row) => csvDate(row.bookingDate) },
    { header: "Leave Date", value: (row) => csvDate(row.leaveDate) },
    { header: "Duration", value: (row) => `${row.durationValue} ${words.durationType(row.durationType) ?? ""}`.trim() },
    { header: "Monthly Rent", value: (row) => row.monthlyRent },
    { header: "Total Payment", value: (row) => row.totalPayment },
    { header: "Total Paid", value: (row) => row.totalPaid },
    { header: "Remaining Amount", value: (row) => row.remainingAmount },
    { header: "Balance Today", value: (row) => row.balance },
    { header: "Security Charges", value: (row) => row.securityCharges },
    { header: "Notes", value: (row) => row.notes },
  ],
});
