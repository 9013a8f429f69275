import type { DeleteAction, DeleteArea } from "./delete-button";

/**
 * How a record of each area is deleted, from its list row or its view screen alike: the API path, the
 * list to go back to, and what the dialog's question names. The question and the toasts are the
 * catalogue's `common.deletion.<area>` texts, written in the page's language by the delete button.
 */
const AREAS = {
  customer: {
    path: "/students/delete-student",
    list: "/customers",
    values: (customer: { studentName: string }) => ({ name: customer.studentName }),
  },
  room: {
    path: "/rooms/delete-room",
    list: "/rooms",
    values: (room: { roomNumber: string }) => ({ room: room.roomNumber }),
  },
  booking: {
    path: "/bookings/delete-booking",
    list: "/bookings",
    values: (booking: { studentName: string; room: { roomNumber: string } }) => ({
      name: booking.studentName,
      room: booking.room.roomNumber,
    }),
  },
  salary: {
    path: "/salary/delete-salary",
    list: "/salaries",
    // The month (YYYY-MM) is named in the page's language by the button.
    values: (salary: { fullName: string; salaryMonth: string }) => ({ name: salary.fullName, yearMonth: salary.salaryMonth }),
  },
  staff: {
    path: "/staffs/delete-staff",
    list: "/staffs",
    values: (member: { fullName: string }) => ({ name: member.fullName }),
  },
  worker: {
    path: "/workers/delete-worker",
    list: "/workers",
    values: (worker: { fullName: string }) => ({ name: worker.fullName }),
  },
  maintenance: {
    path: "/maintenance/delete-maintenance",
    list: "/maintenances",
    values: (job: { title: string }) => ({ title: job.title }),
  },
  history: {
    path: "/history/delete-history",
    list: "/histories",
    values: (history: { month: string }) => ({ month: history.month }),
  },
} satisfies Record<DeleteArea, { path: string; list: string; values: (record: never) => Record<string, string> }>;

type Area = keyof typeof AREAS;

/**
 * The delete action of one record. From its view screen (`from: "view"`) the panel goes back to the
 * list afterwards; from a list row the list reloads.
 */
export function deleteActionOf<A extends Area>(
  area: A,
  record: Parameters<(typeof AREAS)[A]["values"]>[0] & { _id: string },
  from: "list" | "view" = "list",
): DeleteAction {
  const { path, list, values } = AREAS[area];
  return {
    path: `${path}/${record._id}`,
    area,
    values: (values as (record: unknown) => Record<string, string>)(record),
    ...(from === "view" && { redirectTo: list }),
  };
}
