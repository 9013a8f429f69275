// Valid payloads for every area and helpers that create records through the API.
import { call, jsonOf } from "./server";
import type { Area } from "./routes";
import { pngBytes } from "../../support/png";

export { pngBytes };

/** Valid bodies per area; `ids` supplies the records a body refers to. */
export const validBody = {
  account: (n: number) => ({ username: `Fuzz Admin ${n}`, email: `valid-${n}@security-tests.example`, password: `password-${n}-ok` }),
  student: (n: number) => ({
    studentName: `Student ${n}`,
    fatherName: "Father Name",
    contactNumber: "0300-1234567",
    email: `student${n}@example.com`,
    dob: "2004-05-06",
    gender: "male",
    currentYear: 2,
  }),
  room: (n: number, capacity = 3) => ({
    roomNumber: `Room ${n}`,
    roomType: "triple",
    floorNumber: "first",
    capacity,
    monthlyRent: 9000,
    facilities: ["AC", "Wifi"],
    availableFrom: "2025-01-01",
  }),
  booking: (studentId: string, roomId: string) => ({
    studentId,
    selectedRoom: roomId,
    bookingDate: "2025-01-15",
    durationType: "months",
    durationValue: 1,
    advancedPayment: 1000,
    securityCharges: 500,
    paymentMode: "cash",
    securityPaymentMode: "cash",
  }),
  staff: (n: number) => ({ fullName: `Staff ${n}`, phone: "0300-7654321", address: "Street 1, Lahore", salary: 40000, gender: "Male" }),
  worker: (n: number) => ({ fullName: `Worker ${n}`, phone: "0300-1111111", jobRole: "Cook", salary: 25000 }),
  salary: (employeeType: "Staff" | "Worker", employeeId: string) => ({
    employeeType,
    employeeId,
    basicSalary: 30000,
    allowances: 1000,
    deductions: 500,
    salaryMonth: "2025-01",
  }),
  maintenance: (n: number) => ({
    title: `Leak ${n}`,
    maintenanceType: "Plumbing",
    location: "Block A",
    issueDescription: "Tap leaks",
    totalCost: 1500,
    status: "Pending",
  }),
  history: (n: number) => ({ month: `Month ${n} 2025`, students: 10, paidAmount: 10000, receivedAmount: 9000 }),
};

/** The add route of each record area. */
export const ADD_PATH: Record<Exclude<Area, "account">, string> = {
  student: "/api/students/add-student",
  room: "/api/rooms/add-room",
  booking: "/api/bookings/add-booking",
  salary: "/api/salary/add-salary",
  staff: "/api/staffs/add-staff",
  worker: "/api/workers/add-worker",
  maintenance: "/api/maintenance/add-maintenance",
  history: "/api/history/add-history",
};

/** The areas whose records carry a picture: their add and update routes take multipart/form-data only. */
export const MULTIPART_AREAS: ReadonlySet<Area> = new Set(["student", "staff", "worker"]);

/** Creates a record through its add route (as a form for the picture areas, else JSON); returns its `_id`. */
export async function create(area: Exclude<Area, "account">, body: object, token: string): Promise<string> {
  const sent = MULTIPART_AREAS.has(area)
    ? multipart(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])))
    : undefined;
  const reply = sent
    ? await call({ method: "POST", path: ADD_PATH[area], body: sent.body, headers: { "content-type": sent.contentType }, token })
    : await call({ method: "POST", path: ADD_PATH[area], json: body, token });
  if (reply.status !== 201) throw new Error(`create ${area}: ${reply.status} ${reply.text}`);
  return jsonOf<{ data: { _id: string } }>(reply).data._id;
}

/** GET as the admin, JSON back; fails on anything but 200. */
export async function getJson<T>(path: string, token: string): Promise<T> {
  const reply = await call({ path, token });
  if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${reply.text}`);
  return jsonOf<T>(reply);
}

export interface FilePart {
  /** The filename parameter exactly as written into the part header (may hold any bytes). */
  filename: string | Buffer;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body built by hand, so that part headers can hold what FormData would refuse. */
export function multipart(fields: Record<string, string>, files: FilePart[] = [], boundary = `----security${Date.now().toString(16)}`) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "image"}"; filename="`),
        Buffer.from(file.filename),
        Buffer.from(`"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
        file.bytes,
        Buffer.from("\r\n"),
      ]),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
