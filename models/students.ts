import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { STUDENT_GENDERS } from "./enums";
import { oneOf, timestamps } from "./columns";

// Customers of the hostel; the API calls them students.
export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentName: text("student_name").notNull(),
    fatherName: text("father_name").notNull(),
    email: text("email"),
    dob: date("dob"),
    image: text("image"),
    joinDate: date("join_date"),
    gender: text("gender", { enum: STUDENT_GENDERS }),
    cnic: text("cnic"),
    city: text("city"),
    contactNumber: text("contact_number").notNull(),
    currentAddress: text("current_address"),
    permanentAddress: text("permanent_address"),
    emergencyContact: text("emergency_contact"),
    department: text("department"),
    currentYear: integer("current_year"),
    semester: integer("semester"),
    bloodGroup: text("blood_group"),
    ...timestamps,
  },
  (table) => [
    check("students_gender_check", oneOf(table.gender, STUDENT_GENDERS)),
    index("students_created_at_idx").on(table.createdAt),
  ],
);

export type Student = typeof students.$inferSelect;
