import { z } from "zod";
import { ID_TYPES, STUDENT_GENDERS } from "@/models/enums";
import { hostelTime } from "@/lib/time";
import {
  fieldSays,
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
import { englishOf, sayEnglish } from "./message";

/** A date of birth: a day not after today on the hostel's clock (today is read when the form is checked, not once). */
const dateOfBirth = optionalDate("dateOfBirth").refine(
  (day) => !day || day <= hostelTime(new Date()).date,
  fieldSays("fieldFuture", "dateOfBirth"),
);

/**
 * A customer (stored as a student), as the Add/Edit Customer forms and the API take it. The identity
 * fields (docs/register.md) are additions; their rules across fields are `identityIssues`, checked by the
 * service on the record as it will be saved. Phones may be Pakistani mobiles or international numbers.
 */
export const studentSchema = z.object({
  studentName: requiredText("name"),
  fatherName: requiredText("fatherName"),
  email: optionalEmail(),
  dob: dateOfBirth,
  joinDate: optionalDate("joiningDate"),
  gender: optionalChoice(STUDENT_GENDERS, "customerGenderChoice"),
  cnic: optionalCnic(),
  city: optionalText("city", 100),
  contactNumber: requiredPhone("contactNumber"),
  currentAddress: optionalText("currentAddress", 300),
  permanentAddress: optionalText("permanentAddress", 300),
  emergencyContact: optionalPhone("emergencyContact"),
  department: optionalText("department", 100),
  currentYear: optionalInt("year", 1, 10),
  semester: optionalInt("semester", 1, 20),
  bloodGroup: optionalText("bloodGroup", 5),
  idType: optionalChoice(ID_TYPES, "idTypeChoice"),
  idNumber: optionalText("idNumber", 30),
  nationality: optionalText("nationality", 60),
  visaExpiry: optionalDate("visaExpiry"),
  previousAddress: optionalText("previousAddress", 300),
  occupation: optionalText("occupation", 100),
  institution: optionalText("institution", 300),
  guardianName: optionalText("guardianName", 100),
  guardianRelation: optionalText("guardianRelation", 50),
  guardianPhone: optionalPhone("guardianPhone"),
  guardianCnic: optionalCnic("guardianCnic"),
  guardianEmail: optionalEmail("guardianEmail"),
});

/** The form's check: the fields, and the identity's rules across them as typed (the server checks them again). */
export const studentFormSchema = studentSchema.superRefine((value, context) => {
  for (const [field, problem] of Object.entries(identityIssues(value)))
    context.addIssue({ code: "custom", path: [field], message: englishOf(problem) });
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
      .enum(["true", "false"], { error: sayEnglish("completeFlag") })
      .transform((value) => value === "true")
      .optional(),
  ),
  limit: rowsPerPage,
  bookingFrom: optionalDate("bookingDate"),
});

export type StudentInput = z.output<typeof studentSchema>;
export type StudentUpdate = z.output<typeof studentUpdateSchema>;
export type StudentListQuery = z.output<typeof studentListQuerySchema>;
