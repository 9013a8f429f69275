// The CSV exports write stored values as the screens word them, in the language of the request (its
// "lang" cookie): 'male' → 'Male' / the Urdu word, 'ground' → 'Ground', 'Bank Transfer' → its Urdu.
// The columns stay as they are, and amounts stay numbers.
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as addMaintenance } from "@/app/api/maintenance/add-maintenance/route";
import { POST as addStaff } from "@/app/api/staffs/add-staff/route";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { GET as exportCustomers } from "@/app/api/export/customers/route";
import { GET as exportRooms } from "@/app/api/export/rooms/route";
import { GET as exportBookings } from "@/app/api/export/bookings/route";
import { GET as exportMaintenance } from "@/app/api/export/maintenances/route";
import { GET as exportStaff } from "@/app/api/export/staffs/route";
import { GET as exportSalaries } from "@/app/api/export/salaries/route";
import { hostelTime } from "@/lib/time";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { adminBearer, callForm, callJson } from "../support/records";

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const today = hostelTime(new Date()).date;

/** The export's cells by header, for the row whose first cell is `first`. */
async function rowOf(handler: Handler, first: string, language?: "en" | "ur") {
  const headers: Record<string, string> = { authorization: `Bearer ${await adminBearer()}` };
  if (language) headers.cookie = `theme=light; lang=${language}`;
  const response = await handler(new Request("http://localhost/api/export/x", { headers }), {
    params: Promise.resolve({}) as Promise<never>,
  });
  expect(response.status).toBe(200);
  const [head, ...lines] = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const line = lines.find((candidate) => candidate.startsWith(`${first},`));
  expect(line).toBeDefined();
  const cells = line!.split(",");
  return Object.fromEntries(head!.split(",").map((header, index) => [header, cells[index]]));
}

beforeAll(async () => {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: "Label Resident", fatherName: "Father", contactNumber: "0300-1234567", gender: "male" },
  });
  expect(student.status).toBe(201);
  const room = await callJson<{ data: { _id: string } }>(addRoom, {
    body: {
      roomNumber: "Room 13",
      capacity: 2,
      monthlyRent: 12000,
      roomType: "double",
      floorNumber: "ground",
      facilities: ["Study Table", "Wifi"],
    },
  });
  expect(room.status).toBe(201);
  const booking = await callJson(addBooking, {
    body: {
      studentId: student.body.data._id,
      selectedRoom: room.body.data._id,
      bookingDate: today,
      durationType: "months",
      durationValue: 3,
    },
  });
  expect(booking.status).toBe(201);
  const job = await callJson(addMaintenance, {
    body: {
      title: "Label tap",
      maintenanceType: "Plumbing",
      location: "Kitchen",
      issueDescription: "Leaking",
      status: "In Progress",
      paymentMethod: "Bank Transfer",
      totalCost: 1500,
    },
  });
  expect(job.status).toBe(201);
  const staff = await callForm<{ data: { _id: string } }>(addStaff, {
    fields: { fullName: "Label Cook", phone: "0301-1234567", salary: 20000, designation: "Cook", gender: "Female", address: "Lahore" },
  });
  expect(staff.status).toBe(201);
  const salary = await callJson(addSalary, {
    body: { employeeId: staff.body.data._id, employeeType: "Staff", salaryMonth: "2026-03", basicSalary: 20000 },
  });
  expect(salary.status).toBe(201);
}, 120_000);

test("in English (no cookie): the screens' words, not the stored values; numbers as numbers", async () => {
  expect(await rowOf(exportCustomers, "Label Resident")).toMatchObject({ Gender: "Male" });
  expect(await rowOf(exportRooms, "Room 13")).toMatchObject({
    VIP: "Yes",
    "Floor No": "Ground",
    "Room Type": "Double",
    "Room Status": "Available",
    "Monthly Rent": "12000",
    Facilities: "Study Table; Wifi",
  });
  expect(await rowOf(exportBookings, "Label Resident")).toMatchObject({ Status: "Active", Duration: "3 Months", "Monthly Rent": "12000" });
  expect(await rowOf(exportMaintenance, "Label tap")).toMatchObject({
    Type: "Plumbing",
    Status: "In Progress",
    "Payment Method": "Bank Transfer",
    "Total Cost": "1500",
  });
  expect(await rowOf(exportStaff, "Label Cook")).toMatchObject({ Gender: "Female", Salary: "20000" });
  expect(await rowOf(exportSalaries, "Label Cook")).toMatchObject({ Type: "Staff", "Salary Month": "March 2026", "Basic Salary": "20000" });
  expect(await rowOf(exportCustomers, "Label Resident", "en")).toMatchObject({ Gender: en.customers.gender.male });
});

test("in Urdu (lang=ur): the Urdu words of the screens' catalogues, the same columns, numbers unchanged", async () => {
  expect(await rowOf(exportCustomers, "Label Resident", "ur")).toMatchObject({ Gender: ur.customers.gender.male });
  expect(await rowOf(exportRooms, "Room 13", "ur")).toMatchObject({
    VIP: ur.audit.values.yes,
    "Floor No": ur.rooms.floors.ground,
    "Room Type": ur.rooms.types.double,
    "Room Status": ur.rooms.status.Available,
    "Monthly Rent": "12000",
    Facilities: `${ur.rooms.facilities["Study Table"]}; ${ur.rooms.facilities.Wifi}`,
  });
  expect(await rowOf(exportBookings, "Label Resident", "ur")).toMatchObject({
    Status: ur.stay.status.active,
    Duration: `3 ${ur.bookings.durationTypes.months}`,
  });
  expect(await rowOf(exportMaintenance, "Label tap", "ur")).toMatchObject({
    Type: ur.maintenance.types.Plumbing,
    Status: ur.maintenance.statuses.InProgress,
    "Payment Method": ur.maintenance.paymentMethods.BankTransfer,
    "Total Cost": "1500",
  });
  expect(await rowOf(exportStaff, "Label Cook", "ur")).toMatchObject({ Gender: ur.employees.genders.Female });
  expect(await rowOf(exportSalaries, "Label Cook", "ur")).toMatchObject({ Type: ur.salaries.types.Staff, "Salary Month": "مارچ 2026" });
});
