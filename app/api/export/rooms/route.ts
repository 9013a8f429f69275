import { listRooms } from "@/lib/server/services/rooms";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/rooms?searchTerm=: every matching room as CSV, with today's free beds.
export const GET = exportRoute({
  name: "rooms",
  loadPage: (query, page) => listRooms({ ...query, page }),
  columns: (words) => [
    { header: "Room No", value: (row) => row.roomNumber },
    { header: "VIP", value: (row) => words.yesNo(row.isVip) },
    { header: "Floor No", value: (row) => words.floor(row.floorNumber) },
    { header: "Room Type", value: (row) => words.roomType(row.roomType) },
    { header: "Total Capacity", value: (row) => row.capacity },
    { header: "Remaining Capacity", value: (row) => row.remainingCapacity },
    { header: "Room Status", value: (row) => words.roomStatus(row.roomStatus) },
    { header: "Monthly Rent", value: (row) => row.monthlyRent },
    { header: "Additional Charges", value: (row) => row.additionalCharges },
    { header: "Facilities", value: (row) => row.facilities.map((facility) => words.facility(facility)).join("; ") },
    { header: "Available From", value: (row) => csvDate(row.availableFrom) },
    { header: "Notes", value: (row) => row.notes },
  ],
});
