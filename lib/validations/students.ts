import { z } from "zod";
import { STUDENT_GENDERS } from "@/models/enums";
import { hostelTime } from "@/lib/time";
import { optionalChoice, optionalCnic, optionalDate, optionalEmail, optionalInt, optionalMobile, optionalText, requiredMobile, requiredText } from "./fields";

/** A date of birth: a day not after today on the hostel's clock (today is read when the form is checked, not once). */
const dateOfBirth = optionalDate("Date of birth").refine((day) => !day || day <= hostelTime(new Date()).date, "Date of birth cannot be in the future");

/** A customer (stored as a student), as the Add/Edit Customer forms and the API take it. */
export const studentSchema = z.object({
  studentName: requiredText("Name"),
  fatherName: requiredText("Father's name"),
  email: optionalEmail(),
  dob: dateOfBirth,
  joinDate: optionalDate("Joining date"),
  gender: optionalChoice("Gender", STUDENT_GENDERS),
  cnic: optionalCnic(),
  city: optionalText("City", 100),
  contactNumber: requiredMobile("Contact number"),
  currentAddress: optionalText("Current address", 300),
  permanentAddress: optionalText("Permanent address", 300),
  emergencyContact: optionalMobile("Emergency contact"),
  department: optionalText("Department", 100),
  currentYear: optionalInt("Year", 1, 10),
  semester: optionalInt("Semester", 1, 20),
  bloodGroup: optionalText("Blood group", 5),
});

/** An update changes only the fields it sends. */
export const studentUpdateSchema = studentSchema.partial();

export type StudentInput = z.output<typeof studentSchema>;
export type StudentUpdate = z.output<typeof studentUpdateSchema>;
