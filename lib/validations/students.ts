import { z } from "zod";
import { ID_TYPES, STUDENT_GENDERS } from "@/models/enums";
import { hostelTime } from "@/lib/time";
import {
  optionalChoice,
  optionalCnic,
  optionalDate,
  optionalEmail,
  optionalInt,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
} from "./fields";
import { identityIssues } from "./identity";
import { listQuerySchema, rowsPerPage } from "./list";

/** A date of birth: a day not after today on the hostel's clock (today is read when the form is checked, not once). */
const dateOfBirth = optionalDate("Date of birth").refine(
  (day) => !day || day <= hostelTime(new Date()).date,
  "Date of birth cannot be in the future",
);

/**
 * A customer (stored as a student), as the Add/Edit Customer forms and the API take it. The identity
 * fields (docs/register.md) are additions; their rules across fields are `identityIssues`, checked by the
 * service on the record as it will be saved. Phones may be Pakistani mobiles or international numbers.
 */
export const studentSchema = z.object({
  studentName: requiredText("Name"),
  fatherName: requiredText("Father's name"),
  email: optionalEmail(),
  dob: dateOfBirth,
  joinDate: optionalDate("Joining date"),
  gender: optionalChoice("Gender", STUDENT_GENDERS),
  cnic: optionalCnic(),
  city: optionalText("City", 100),
  contactNumber: requiredPhone("Contact number"),
  currentAddress: optionalText("Current address", 300),
  permanentAddress: optionalText("Permanent address", 300),
  emergencyContact: optionalPhone("Emergency contact"),
  department: optionalText("Department", 100),
  currentYear: optionalInt("Year", 1, 10),
  semester: optionalInt("Semester", 1, 20),
  bloodGroup: optionalText("Blood group", 5),
  idType: optionalChoice("ID type", ID_TYPES),
  idNumber: optionalText("ID number", 30),
  nationality: optionalText("Nationality", 60),
  visaExpiry: optionalDate("Visa expiry"),
  previousAddress: optionalText("Previous address", 300),
  occupation: optionalText("Occupation", 100),
  institution: optionalText("Institution", 300),
  guardianName: optionalText("Guardian's name", 100),
  guardianRelation: optionalText("Guardian's relation", 50),
  guardianPhone: optionalPhone("Guardian's phone"),
  guardianCnic: optionalCnic("Guardian's CNIC"),
  guardianEmail: optionalEmail("Guardian's email"),
});

/** The form's check: the fields, and the identity's rules across them as typed (the server checks them again). */
export const studentFormSchema = studentSchema.superRefine((value, context) => {
  for (const [field, message] of Object.entries(identityIssues(value))) context.addIssue({ code: "custom", path: [field], message });
});

/** An update changes only the fields it sends. */
export const studentUpdateSchema = studentSchema.partial();

/** The pictures a customer form may carry besides the photo (`image`): the ID document's two sides. */
export const ID_PICTURES = ["idFront", "idBack"] as const;

/**
 * The customers list: `?page=&searchTerm=`, and `complete=false` (or true) to list the incomplete (or
 * complete) ones. The Add Booking picker also sends `limit` (rows per page, 10 unless given) and
 * `bookingFrom` (a day: each customer then says which open stay, if any, keeps him from a stay from that day).
 */
export const studentListQuerySchema = listQuerySchema.extend({
  complete: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? undefined : value),
    z
      .enum(["true", "false"], { error: "Complete must be true or false" })
      .transform((value) => value === "true")
      .optional(),
  ),
  limit: rowsPerPage,
  bookingFrom: optionalDate("Booking date"),
});

export type StudentInput = z.output<typeof studentSchema>;
export type StudentUpdate = z.output<typeof studentUpdateSchema>;
export type StudentListQuery = z.output<typeof studentListQuerySchema>;
