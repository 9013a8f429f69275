import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { bookings } from "@/models/bookings";
import { studentSearchColumns, students, type Student } from "@/models/students";
import { PAGE_SIZE } from "@/models/enums";
import { conflict, notFound } from "@/lib/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { StudentInput, StudentUpdate } from "@/lib/validations/students";
import { removeImage } from "@/lib/uploads";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { offsetOf, pageOf, searchAny } from "./list";
import { isStillReferenced, nextUpdatedAt, withId, writeWithImage } from "./records";

export const toStudentApi = withId<Student>;
export type StudentApi = ReturnType<typeof toStudentApi>;
const NOT_FOUND = "Student not found";

/** One page of customers, newest first, optionally filtered by name, father's name, e-mail, phone or CNIC. */
export async function listStudents({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, studentSearchColumns);
  const [rows, [total]] = await Promise.all([
    db.select().from(students).where(where).orderBy(desc(students.createdAt), desc(students.id)).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE)),
    db.select({ value: count() }).from(students).where(where),
  ]);
  return pageOf(rows.map(toStudentApi), total?.value ?? 0, page, PAGE_SIZE);
}

export async function allStudents() {
  const db = await getDb();
  const rows = await db.select().from(students).orderBy(desc(students.createdAt), desc(students.id));
  return rows.map(toStudentApi);
}

export async function getStudent(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toStudentApi(row);
}

export async function createStudent(input: StudentInput, image: File | null, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(students).values({ ...input, image: imageName ?? null }).returning();
      const name = row!.studentName;
      await auditCreate(tx, actor, { entity: "student", id: row!.id, label: name, summary: `Customer ${name} added`, row: row!, picture: Boolean(imageName) });
      return { result: toStudentApi(row!) };
    }),
  );
}

export async function updateStudent(id: string, input: StudentUpdate, image: File | null, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(students).where(eq(students.id, id)).for("update");
      if (!current) throw notFound(NOT_FOUND);
      const [row] = await tx
        .update(students)
        .set({ ...input, ...(imageName && { image: imageName }), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
        .where(eq(students.id, id))
        .returning();
      const name = row!.studentName;
      await auditUpdate(tx, actor, { entity: "student", id, label: name, summary: `Customer ${name} changed`, was: current, now: row!, picture: Boolean(imageName) });
      return { result: toStudentApi(row!), replacedImage: current.image };
    }),
  );
}

/** Deletes a customer that no booking refers to. */
export async function deleteStudent(id: string, actor: User) {
  const db = await getDb();
  let image: string | null;
  try {
    image = await db.transaction(async (tx) => {
      // Locked first: a booking being written for this customer holds a key-share lock on the row, so
      // the count below waits for it and sees it (else the delete would pass and orphan the booking).
      const [exists] = await tx.select().from(students).where(eq(students.id, id)).for("update");
      if (!exists) throw notFound(NOT_FOUND);
      // A deleted booking kept for its payments does not hold on to its customer (it keeps the name).
      const [booked] = await tx.select({ value: count() }).from(bookings).where(and(eq(bookings.studentId, id), isNull(bookings.deletedAt)));
      if ((booked?.value ?? 0) > 0) {
        throw conflict(`This customer still has ${booked!.value} booking(s). Delete those bookings first.`);
      }
      const [row] = await tx.delete(students).where(eq(students.id, id)).returning({ image: students.image });
      if (!row) throw notFound(NOT_FOUND);
      await auditDelete(tx, actor, { entity: "student", id, label: exists.studentName, summary: `Customer ${exists.studentName} deleted`, row: exists });
      return row.image;
    });
  } catch (error) {
    if (isStillReferenced(error)) throw conflict("This customer still has bookings. Delete those bookings first.");
    throw error;
  }
  await removeImage(image);
}
