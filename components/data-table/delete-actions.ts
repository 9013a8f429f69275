import { formatYearMonth } from "@/lib/format";
import type { DeleteAction } from "./delete-button";

/**
 * How a record of each area is deleted, from its list row or its view screen alike: the API path,
 * the toasts, the list to go back to, and the question the dialog asks, naming the record.
 */
const AREAS = {
  customer: {
    path: "/students/delete-student",
    list: "/customers",
    successMessage: "Customer deleted successfully!",
    failureMessage: "Failed to delete the customer. Please try again.",
    question: (customer: { studentName: string }) => `Delete customer ${customer.studentName}?`,
  },
  room: {
    path: "/rooms/delete-room",
    list: "/rooms",
    successMessage: "Room deleted successfully!",
    failureMessage: "Failed to delete the room. Please try again.",
    question: (room: { roomNumber: string }) => `Delete ${room.roomNumber}?`,
  },
  booking: {
    path: "/bookings/delete-booking",
    list: "/bookings",
    successMessage: "Booking deleted successfully!",
    failureMessage: "Failed to delete the booking. Please try again.",
    question: (booking: { studentName: string; room: { roomNumber: string } }) => `Delete booking of ${booking.studentName}, ${booking.room.roomNumber}?`,
  },
  salary: {
    path: "/salary/delete-salary",
    list: "/salaries",
    successMessage: "Salary deleted successfully!",
    failureMessage: "Failed to delete the salary. Please try again.",
    question: (salary: { fullName: string; salaryMonth: string }) => `Delete the salary of ${salary.fullName} for ${formatYearMonth(salary.salaryMonth)}?`,
  },
  staff: {
    path: "/staffs/delete-staff",
    list: "/staffs",
    successMessage: "Staff deleted successfully!",
    failureMessage: "Failed to delete the Staff. Please try again.",
    question: (member: { fullName: string }) => `Delete staff member ${member.fullName}?`,
  },
  worker: {
    path: "/workers/delete-worker",
    list: "/workers",
    successMessage: "Worker deleted successfully!",
    failureMessage: "Failed to delete the worker. Please try again.",
    question: (worker: { fullName: string }) => `Delete worker ${worker.fullName}?`,
  },
  maintenance: {
    path: "/maintenance/delete-maintenance",
    list: "/maintenances",
    successMessage: "Maintenance deleted successfully!",
    failureMessage: "Failed to delete the Maintenance. Please try again.",
    question: (job: { title: string }) => `Delete maintenance job "${job.title}"?`,
  },
  history: {
    path: "/history/delete-history",
    list: "/histories",
    successMessage: "History deleted successfully!",
    failureMessage: "Failed to delete the History. Please try again.",
    question: (history: { month: string }) => `Delete the history of ${history.month}?`,
  },
};

type Area = keyof typeof AREAS;

/**
 * The delete action of one record. From its view screen (`from: "view"`) the panel goes back to the
 * list afterwards; from a list row the list reloads.
 */
export function deleteActionOf<A extends Area>(area: A, record: Parameters<(typeof AREAS)[A]["question"]>[0] & { _id: string }, from: "list" | "view" = "list"): DeleteAction {
  const { path, list, successMessage, failureMessage, question } = AREAS[area];
  return {
    path: `${path}/${record._id}`,
    successMessage,
    failureMessage,
    question: (question as (record: unknown) => string)(record),
    ...(from === "view" && { redirectTo: list }),
  };
}
