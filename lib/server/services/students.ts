import "server-only";
import { and, count, desc, eq, isNull, ne, not, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { bookings } from "@/models/bookings";
import { studentSearchColumns, students, type Student } from "@/models/students";
import { rooms } from "@/models/rooms";
import { LIVE_STAY_STATUSES, PAGE_SIZE } from "@/models/enums";
import { badRequest, conflict, notFound } from "@/lib/server/http/errors";
import { isUniqueViolation } from "@/lib/server/db/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { StudentInput, StudentUpdate } from "@/lib/validations/students";
import { identityIssues, idNumberOf, nationalityOf, type IdType } from "@/lib/validations/identity";
import { formattedCnic } from "@/lib/phone";
import { removeImage } from "@/lib/server/uploads";
import type { User } from "@/models/users";
import { audit, auditCreate, auditDelete, auditUpdate } from "./audit";
import { allRecords, countedPage, offsetOf, recordById, searchAny, totalOfMatches } from "./list";
import { isVipRoom } from "./rooms";
import { blocksNewStay } from "@/lib/money/one-bed";
import type { Day } from "@/lib/money";
import { isStillReferenced, nextUpdatedAt, withId, writeWithImage } from "./records";
import { say } from "@/lib/i18n/server-message";

// ---------------------------------------------------------------------------------------------
// Completeness (docs/register.md): photo, ID number, both ID pictures (one for a passport), permanent
// address and a guardian with a phone. `missingOf` and `studentComplete` are the one definition, in
// TypeScript for an answer and in SQL for a filter; the police register uses them too.

/** What a customer's record still lacks, in this order; empty when complete. */
export const MISSING_PARTS = ["photo", "idNumber", "idFront", "idBack", "permanentAddress", "guardian"] as const;
export type MissingPart = (typeof MISSING_PARTS)[number];

type Completeness = Pick<
  Student,
  "image" | "idType" | "idNumber" | "idFront" | "idBack" | "permanentAddress" | "guardianName" | "guardianPhone"
>;
const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/** The parts a customer's record lacks (MISSING_PARTS); empty when it is complete. */
export function missingOf(student: Completeness): MissingPart[] {
  const lacks: Record<MissingPart, boolean> = {
    photo: !filled(student.image),
    idNumber: !filled(student.idNumber),
    idFront: !filled(student.idFront),
    idBack: student.idType !== "passport" && !filled(student.idBack),
    permanentAddress: !filled(student.permanentAddress),
    guardian: !filled(student.guardianName) || !filled(student.guardianPhone),
  };
  return MISSING_PARTS.filter((part) => lacks[part]);
}

const filledSql = (column: AnyColumn) => sql`coalesce(btrim(${column}), '') <> ''`;

/** True for a complete customer, as SQL over the `students` table (unaliased): the same rule as `missingOf`. */
export const studentComplete: SQL<boolean> = sql<boolean>`(${sql.join(
  [
    filledSql(students.image),
    filledSql(students.idNumber),
    filledSql(students.idFront),
    sql`(${students.idType} = 'passport' or ${filledSql(students.idBack)})`,
    filledSql(students.permanentAddress),
    filledSql(students.guardianName),
    filledSql(students.guardianPhone),
  ],
  sql` and `,
)})`;

/** A customer as the API answers: the row with `_id`, and whether it is complete with what it lacks. */
export function toStudentApi(row: Student) {
  const missing = missingOf(row);
  return { ...withId(row), complete: missing.length === 0, missing };
}
export type StudentApi = ReturnType<typeof toStudentApi>;
const NOT_FOUND = "studentNotFound";
const newestFirst = [desc(students.createdAt), desc(students.id)];

interface CurrentRoom {
  _id: string;
  roomNumber: string;
  bookingId: string;
}

// A booking `b` that is a live stay: reserved, living here, or on notice.
const liveStay = sql`b.status in (${sql.join(
  LIVE_STAY_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

// The room of the customer's live stay (one in a bed before a reservation), null when none.
const currentRoom = sql<CurrentRoom | null>`(
  select json_build_object('_id', r.id, 'roomNumber', r.room_number, 'bookingId', b.id)
  from ${bookings} b join ${rooms} r on r.id = b.room_id
  where b.student_id = "students"."id" and b.deleted_at is null and ${liveStay}
  order by b.status = 'reserved', b.booking_date desc
  limit 1
)`;

/** A customer's open stay as the Add Booking picker names it: the room, and the days it holds. */
export interface OpenStayOfCustomer {
  status: "reserved" | "active" | "notice";
  roomNumber: string | null;
  bookingDate: Day;
  leaveDate: Day | null;
}

// The customer's open stays (reserved, living here, on notice), earliest first: one on notice may have his next one booked.
const openStays = sql<OpenStayOfCustomer[]>`(
  select coalesce(json_agg(json_build_object('status', b.status, 'roomNumber', r.room_number, 'bookingDate', b.booking_date, 'leaveDate', b.leave_date) order by b.booking_date), '[]'::json)
  from ${bookings} b left join ${rooms} r on r.id = b.room_id
  where b.student_id = "students"."id" and b.deleted_at is null and ${liveStay}
)`;

interface StudentListOptions extends ListQuery {
  complete?: boolean;
  /** Rows per page (PAGE_SIZE unless given). */
  limit?: number;
  /** A new stay's first day: each customer then carries `openStay`, the open stay that keeps him from it (lib/money/one-bed.ts), or null. */
  bookingFrom?: Day | null;
}

/**
 * One page of customers, newest first, each with the room of their live stay; optionally filtered by
 * name, father's name, e-mail, phone or CNIC, and by completeness (`complete`).
 */
export async function listStudents({ page, searchTerm, complete, limit = PAGE_SIZE, bookingFrom }: StudentListOptions) {
  const db = await getDb();
  const where = and(
    searchAny(searchTerm, studentSearchColumns),
    complete === undefined ? undefined : complete ? studentComplete : not(studentComplete),
  );
  // The page and the count in one query; the rooms (and open stays) of that page's customers only.
  const pageIds = db.$with("page_ids").as(
    db
      .select({ id: students.id, total: totalOfMatches.as("total") })
      .from(students)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offsetOf(page, limit)),
  );
  const rows = await db
    .with(pageIds)
    .select({ student: students, total: pageIds.total, currentRoom, openStays: bookingFrom ? openStays : sql<null>`null` })
    .from(students)
    .innerJoin(pageIds, eq(pageIds.id, students.id))
    .orderBy(...newestFirst);
  return countedPage(
    rows,
    ({ student, currentRoom, openStays }) => ({
      ...toStudentApi(student),
      currentRoom: currentRoom && { ...currentRoom, isVip: isVipRoom(currentRoom.roomNumber) },
      ...(bookingFrom ? { openStay: openStays?.find((stay) => blocksNewStay(stay, bookingFrom)) ?? null } : {}),
    }),
    {
      page,
      pageSize: limit,
      countAll: async () => (await db.select({ value: count() }).from(students).where(where))[0]?.value ?? 0,
    },
  );
}

export async function allStudents() {
  return allRecords(students, toStudentApi);
}

export async function getStudent(id: string) {
  const row = await recordById(students, id);
  if (!row) throw notFound(NOT_FOUND);
  return toStudentApi(row);
}

/** The pictures of a customer form: the photo and the ID document's two sides. */
export interface StudentPictures {
  image?: File | null;
  idFront?: File | null;
  idBack?: File | null;
}
type PictureNames = { image?: string; idFront?: string; idBack?: string };
type Replaced = { image?: string | null; idFront?: string | null; idBack?: string | null };

/**
 * Runs a write that stores up to three pictures, each the way `writeWithImage` stores the photo: saved
 * first, removed again when the write certainly failed, and the one it replaced removed once it succeeded.
 */
function writeWithPictures<T>(
  pictures: StudentPictures,
  write: (names: PictureNames) => Promise<{ result: T; replaced?: Replaced }>,
): Promise<T> {
  return writeWithImage(pictures.image ?? null, (image) =>
    writeWithImage(
      pictures.idFront ?? null,
      (idFront) =>
        writeWithImage(
          pictures.idBack ?? null,
          async (idBack) => {
            const outcome = await write({ image, idFront, idBack });
            return { result: outcome, replacedImage: outcome.replaced?.idBack };
          },
          "idBack",
        ).then((outcome) => ({ result: outcome, replacedImage: outcome.replaced?.idFront })),
      "idFront",
    ).then((outcome) => ({ result: outcome.result, replacedImage: outcome.replaced?.image })),
  );
}

type NumberField = "idNumber" | "cnic";

const idTaken = (name: string, field: NumberField) => {
  return conflict(say(field === "idNumber" ? "idNumberTaken" : "cnicTaken", { name }), field);
};

/**
 * The identity fields to write (docs/register.md), the update's fields over the stored record's: the ID
 * number in its type's stored form, a CNIC resident's `idNumber` and `cnic` kept one number (whichever was
 * sent), the nationality "Pakistani" unless another is given. 400 with field messages when a rule is broken.
 */
function settledIdentity(input: StudentUpdate, current?: Student): Partial<Student> {
  const sent = <K extends keyof StudentUpdate>(key: K) => input[key] !== undefined;
  const idType: IdType = sent("idType") ? (input.idType ?? "cnic") : (current?.idType ?? "cnic");
  const nationality = sent("nationality") || !current ? nationalityOf(input.nationality) : current.nationality;
  const visaExpiry = sent("visaExpiry") ? (input.visaExpiry ?? null) : (current?.visaExpiry ?? null);
  let idNumber = sent("idNumber") ? (input.idNumber ?? null) : (current?.idNumber ?? null);
  let cnic = sent("cnic") ? (input.cnic ?? null) : (current?.cnic ?? null);
  // For a CNIC the two fields are one number: the one sent is copied to the other.
  const bothSent = sent("idNumber") && sent("cnic");
  if (idType === "cnic" && !bothSent) {
    if (sent("idNumber")) cnic = idNumber && (formattedCnic(idNumber) ?? cnic);
    else if (sent("cnic")) idNumber = cnic;
  }
  // An update that touches neither the number nor its type keeps the stored number as it is.
  const checkNumber = !current || sent("idNumber") || sent("cnic") || sent("idType");
  const issues = identityIssues({ idType, idNumber, cnic: bothSent ? cnic : null, nationality, visaExpiry }, checkNumber);
  if (Object.keys(issues).length > 0) throw badRequest(Object.values(issues)[0]!, issues);
  if (checkNumber && idNumber) {
    const number = idNumberOf(idType, idNumber);
    if (number.ok) idNumber = number.value;
    if (idType === "cnic" && number.ok) cnic = number.value;
  } else if (idType === "cnic" && bothSent && !idNumber) {
    idNumber = cnic;
  }
  return { idType, idNumber, cnic, nationality, visaExpiry };
}

/**
 * 409 naming the resident who already holds one of these numbers as their ID number or CNIC (a passport
 * resident may have a CNIC too); nothing when they are free, `self`'s own, or as they were (`was`).
 */
async function refuseTakenNumbers(tx: Tx, numbers: Pick<Student, NumberField>, self?: string, was?: Pick<Student, NumberField>) {
  for (const field of ["idNumber", "cnic"] as const) {
    const number = numbers[field];
    if (!number || (was && was[field] === number) || (field === "cnic" && number === numbers.idNumber)) continue;
    const [owner] = await tx
      .select({ name: students.studentName })
      .from(students)
      .where(and(or(eq(students.idNumber, number), eq(students.cnic, number)), self ? ne(students.id, self) : undefined))
      .limit(1);
    if (owner) throw idTaken(owner.name, field);
  }
}

/** A write that lost the race for an ID number to another one (the unique index answered): 409 naming its holder. */
async function withIdNumberTaken<T>(idNumber: () => string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const number = idNumber();
    if (!number || !isUniqueViolation(error)) throw error;
    const db = await getDb();
    const [owner] = await db.select({ name: students.studentName }).from(students).where(eq(students.idNumber, number)).limit(1);
    throw owner ? idTaken(owner.name, "idNumber") : error;
  }
}

export async function createStudent(input: StudentInput, pictures: StudentPictures, actor: User) {
  const db = await getDb();
  const identity = settledIdentity(input);
  return writeWithPictures(pictures, (names) =>
    withIdNumberTaken(
      () => identity.idNumber,
      () =>
        db.transaction(async (tx) => {
          await refuseTakenNumbers(tx, { idNumber: identity.idNumber ?? null, cnic: identity.cnic ?? null });
          const values = {
            ...input,
            ...identity,
            image: names.image ?? null,
            idFront: names.idFront ?? null,
            idBack: names.idBack ?? null,
          } as typeof students.$inferInsert;
          const [row] = await tx.insert(students).values(values).returning();
          const name = row!.studentName;
          await auditCreate(tx, actor, {
            entity: "student",
            id: row!.id,
            label: name,
            summary: `Customer ${name} added`,
            row: row!,
            picture: Boolean(names.image),
          });
          return { result: toStudentApi(row!) };
        }),
    ),
  );
}

export async function updateStudent(
  id: string,
  input: StudentUpdate,
  pictures: StudentPictures,
  seenUpdatedAt: Date | undefined,
  actor: User,
) {
  const db = await getDb();
  let idNumber: string | null | undefined;
  return writeWithPictures(pictures, (names) =>
    withIdNumberTaken(
      () => idNumber,
      () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(students).where(eq(students.id, id)).for("update");
          if (!current) throw notFound(NOT_FOUND);
          const identity = settledIdentity(input, current);
          idNumber = identity.idNumber;
          await refuseTakenNumbers(tx, { idNumber: identity.idNumber ?? null, cnic: identity.cnic ?? null }, id, current);
          const [row] = await tx
            .update(students)
            .set({
              ...input,
              ...identity,
              ...(names.image && { image: names.image }),
              ...(names.idFront && { idFront: names.idFront }),
              ...(names.idBack && { idBack: names.idBack }),
              updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt),
            } as Partial<typeof students.$inferInsert>)
            .where(eq(students.id, id))
            .returning();
          const name = row!.studentName;
          await auditUpdate(tx, actor, {
            entity: "student",
            id,
            label: name,
            summary: `Customer ${name} changed`,
            was: current,
            now: row!,
            picture: Boolean(names.image),
          });
          return { result: toStudentApi(row!), replaced: { image: current.image, idFront: current.idFront, idBack: current.idBack } };
        }),
    ),
  );
}

/**
 * Notes in the audit log that an administrator looked at a customer's ID picture (docs/register.md,
 * "Privacy"); nothing for any other picture.
 */
export async function auditIdPictureView(name: string, actor: User): Promise<void> {
  const db = await getDb();
  const [owner] = await db
    .select({ id: students.id, studentName: students.studentName, idFront: students.idFront })
    .from(students)
    .where(or(eq(students.idFront, name), eq(students.idBack, name)))
    .limit(1);
  if (!owner) return;
  const summary =
    owner.idFront === name ? `Front of the ID of ${owner.studentName} viewed` : `Back of the ID of ${owner.studentName} viewed`;
  await db.transaction((tx) =>
    audit(tx, actor, {
      action: "student.id_picture_view",
      entity: "student",
      entityId: owner.id,
      label: owner.studentName,
      summary,
      params: { side: owner.idFront === name ? "front" : "back" },
      after: { picture: owner.idFront === name ? "idFront" : "idBack" },
    }),
  );
}

/** Deletes a customer that no booking refers to. */
export async function deleteStudent(id: string, actor: User) {
  const db = await getDb();
  let pictures: { image: string | null; idFront: string | null; idBack: string | null };
  try {
    pictures = await db.transaction(async (tx) => {
      // Locked first: a booking being written for this customer holds a key-share lock on the row, so
      // the count below waits for it and sees it (else the delete would pass and orphan the booking).
      const [exists] = await tx.select().from(students).where(eq(students.id, id)).for("update");
      if (!exists) throw notFound(NOT_FOUND);
      // A deleted booking kept for its payments does not hold on to its customer (it keeps the name).
      const [booked] = await tx
        .select({ value: count() })
        .from(bookings)
        .where(and(eq(bookings.studentId, id), isNull(bookings.deletedAt)));
      if ((booked?.value ?? 0) > 0) {
        throw conflict(say("customerHasBookingCount", { count: booked!.value }));
      }
      const [row] = await tx
        .delete(students)
        .where(eq(students.id, id))
        .returning({ image: students.image, idFront: students.idFront, idBack: students.idBack });
      if (!row) throw notFound(NOT_FOUND);
      await auditDelete(tx, actor, {
        entity: "student",
        id,
        label: exists.studentName,
        summary: `Customer ${exists.studentName} deleted`,
        row: exists,
      });
      return row;
    });
  } catch (error) {
    if (isStillReferenced(error)) throw conflict("customerHasBookings");
    throw error;
  }
  for (const name of [pictures.image, pictures.idFront, pictures.idBack]) await removeImage(name);
}
