import "server-only";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { bookings } from "@/models/bookings";
import { studentSearchColumns, students, type Student } from "@/models/students";
import { rooms } from "@/models/rooms";
import { LIVE_STAY_STATUSES, PAGE_SIZE } from "@/models/enums";
import { conflict, notFound } from "@/lib/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { StudentInput, StudentUpdate } from "@/lib/validations/students";
import { removeImage } from "@/lib/uploads";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { isVipRoom } from "./rooms";
import { isStillReferenced, nextUpdatedAt, withId, writeWithImage } from "./records";

export const toStudentApi = withId<Student>;
export type StudentApi = ReturnType<typeof toStudentApi>;
const NOT_FOUND = "Student not found";
const newestFirst = [desc(students.createdAt), desc(students.id)];

interface CurrentRoom {
  _id: string;
  roomNumber: string;
  bookingId: string;
}

// The room of the customer's live stay (one in a bed before a reservation), null when none.
const currentRoom = sql<CurrentRoom | null>`(
  select json_build_object('_id', r.id, 'roomNumber', r.room_number, 'bookingId', b.id)
  from ${bookings} b join ${rooms} r on r.id = b.room_id
  where b.student_id = "students"."id" and b.deleted_at is null and b.status in (${sql.join(LIVE_STAY_STATUSES.map((status) => sql`${status}`), sql`, `)})
  order by b.status = 'reserved', b.booking_date desc
  limit 1
)`;

/** One page of customers, newest first, each with the room of their live stay; optionally filtered by name, father's name, e-mail, phone or CNIC. */
export async function listStudents({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, studentSearchColumns);
  // The page and the count in one query; the rooms of that page's customers only.
  const pageIds = db
    .$with("page_ids")
    .as(db.select({ id: students.id, total: totalOfMatches.as("total") }).from(students).where(where).orderBy(...newestFirst).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE)));
  const rows = await db
    .with(pageIds)
    .select({ student: students, total: pageIds.total, currentRoom })
    .from(students)
    .innerJoin(pageIds, eq(pageIds.id, students.id))
    .orderBy(...newestFirst);
  return countedPage(rows, ({ student, currentRoom }) => ({ ...toStudentApi(student), currentRoom: currentRoom && { ...currentRoom, isVip: isVipRoom(currentRoom.roomNumber) } }), {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(students).where(where))[0]?.value ?? 0,
  });
}

export async function allStudents() {
  const db = await getDb();
  const rows = await db.select().from(students).orderBy(...newestFirst);
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
