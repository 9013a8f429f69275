import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { ID_TYPES, STUDENT_GENDERS } from "./enums";
import { oneOf, searchIndex, timestamps } from "./columns";

// Customers of the hostel; the API calls them students.
const searched = (table: Record<"studentName" | "fatherName" | "email" | "contactNumber" | "cnic", AnyPgColumn>) => [
  table.studentName,
  table.fatherName,
  table.email,
  table.contactNumber,
  table.cnic,
];

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
    // Identity (docs/register.md). For a CNIC resident `idNumber` and the spec's `cnic` are the same number.
    idType: text("id_type", { enum: ID_TYPES }).notNull().default("cnic"),
    idNumber: text("id_number"),
    nationality: text("nationality").notNull().default("Pakistani"),
    visaExpiry: date("visa_expiry"),
    // Pictures of the document: names in `pictures`, as the photo; served only signed in, each view audited.
    idFront: text("id_front"),
    idBack: text("id_back"),
    previousAddress: text("previous_address"),
    occupation: text("occupation"),
    // The college or employer, with its address, as one text.
    institution: text("institution"),
    guardianName: text("guardian_name"),
    guardianRelation: text("guardian_relation"),
    guardianPhone: text("guardian_phone"),
    guardianCnic: text("guardian_cnic"),
    guardianEmail: text("guardian_email"),
    ...timestamps,
  },
  (table) => [
    check("students_gender_check", oneOf(table.gender, STUDENT_GENDERS)),
    check("students_id_type_check", oneOf(table.idType, ID_TYPES)),
    // An ID number belongs to one resident.
    uniqueIndex("students_id_number_key")
      .on(table.idNumber)
      .where(sql`${table.idNumber} is not null`),
    index("students_created_at_idx").on(table.createdAt),
    searchIndex("students_search_idx", searched(table)),
    // The bookings list finds its customers by name alone.
    searchIndex("students_name_search_idx", [table.studentName]),
  ],
);

/** What the customers' search looks in: name, father's name, e-mail, phone and CNIC. */
export const studentSearchColumns = searched(students);

export type Student = typeof students.$inferSelect;
