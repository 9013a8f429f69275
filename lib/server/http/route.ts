import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import type { User } from "@/models/users";
import { requireAdmin, sessionAdmin } from "@/lib/server/auth/session";
import { oncePerKey } from "@/lib/server/services/idempotency";
import { idSchema } from "@/lib/validations/common";
import { fieldCodesOf, zodFieldErrors } from "@/lib/validations/errors";
import { can, type Permission } from "@/lib/permissions";
import { AppError, badRequest, conflict, englishMessage, forbidden } from "./errors";
import { say, type ServerCode } from "@/lib/i18n/server-message";
import { readJson } from "./body";
import { readRecordForm } from "./multipart";
import { databaseErrorOf, describeError, errorChain } from "@/lib/server/db/errors";
import { isSameOrigin } from "./same-origin";

/**
 * How a route is called. Every API handler is declared through `adminRoute`, which in this order:
 * refuses a write from another origin (403), checks the session (401/403, unless `public`), reads and
 * parses the body, query and `{id}` (415 for a wrong content type, 400 with field messages), replays the
 * first answer of a repeated `Idempotency-Key` on a POST, runs the handler, and maps every failure to
 * a JSON answer (unexpected ones logged with an id, never shown).
 */
interface CommonOptions {
  /** A JSON body (application/json only), parsed with this schema. */
  body?: ZodType;
  /** A record sent as multipart/form-data: its text fields parsed with this schema, its picture as `image`. */
  form?: ZodType;
  /** Further picture fields of a multipart record (besides `image`), handed over as `pictures`. */
  pictures?: readonly string[];
  /** The query string, parsed with this schema. */
  query?: ZodType;
}

/** No session needed (sign-in, first registration, password reset); `admin` is the signed-in admin or null. */
interface PublicOptions extends CommonOptions {
  public: true;
  permission?: never;
}

/** A signed-in administrator whose access grants `permission` (lib/permissions.ts); 403 otherwise. */
interface ProtectedOptions extends CommonOptions {
  public?: never;
  permission: Permission;
}

type RouteOptions = PublicOptions | ProtectedOptions;

/** A route handler, with what it needs declared on it (the access-matrix test reads it). */
export type RouteHandler = ((request: Request, context: NextContext) => Promise<Response>) & { access: Permission | "public" };

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

export interface RouteCall<O extends CommonOptions & { public?: true }> {
  request: Request;
  admin: O["public"] extends true ? User | null : User;
  body: O["body"] extends ZodType ? z.output<O["body"]> : Parsed<O["form"]>;
  query: Parsed<O["query"]>;
  /** The route's `{id}`, checked to be a record id (400 otherwise); "" on routes without one. */
  id: string;
  params: Record<string, string | string[] | undefined>;
  /** The picture of a multipart record, if one was sent. */
  image: File | null;
  /** The further pictures sent (the route's `pictures`), by field name. */
  pictures: Record<string, File | undefined>;
  /** The `updatedAt` the client last saw, when it sent one: the write is refused (409) if the record changed since. */
  updatedAt: Date | undefined;
}

interface NextContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function adminRoute<const O extends RouteOptions>(options: O, handler: (call: RouteCall<O>) => Promise<Response>): RouteHandler {
  const route = async (request: Request, context: NextContext): Promise<Response> => {
    try {
      const write = WRITES.has(request.method);
      if (write && !isSameOrigin(request)) throw forbidden("otherSiteRequest");
      const admin = options.public ? await sessionAdmin(request) : await requireAdmin(request);
      // Before the body is read: a forbidden call is refused the same whatever it sends, and changes nothing.
      if (!options.public && !can(admin?.access, options.permission)) throw forbidden("noPermission");
      const params = (await context.params) ?? {};
      const call = {
        request,
        admin,
        params,
        id: idOf(params),
        query: options.query ? options.query.parse(Object.fromEntries(new URL(request.url).searchParams)) : undefined,
        ...(await readBody(request, options)),
      } as RouteCall<O>;

      const key = request.headers.get("idempotency-key");
      if (request.method !== "POST" || key === null || !admin) return await handler(call);
      if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest("idempotencyKeyInvalid");
      const answer = await oncePerKey(admin.id, key, await requestHash(request, call), async () => {
        const response = await handler(call);
        return { status: response.status, body: await response.text() };
      });
      return new Response(answer.body, {
        status: answer.status,
        headers: { "content-type": "application/json", ...(answer.replayed && { "idempotent-replayed": "true" }) },
      });
    } catch (error) {
      return errorResponse(error, request);
    }
  };
  return Object.assign(route, { access: options.public ? ("public" as const) : options.permission });
}

function idOf(params: Record<string, string | string[] | undefined>): string {
  if (params.id === undefined) return "";
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw badRequest("invalidId", "id");
  return parsed.data;
}

const updatedAtField = z.iso.datetime({ offset: true, error: "updatedAt must be the record's updatedAt as the API gave it" }).optional();

async function readBody(request: Request, { body, form, pictures: pictureFields }: RouteOptions) {
  let fields: Record<string, unknown> | undefined;
  let image: File | null = null;
  let pictures: Record<string, File> = {};
  if (body) fields = await readJson(request);
  else if (form) ({ fields, image, pictures } = await readRecordForm(request, pictureFields));
  if (!fields) return { body: undefined, image, pictures, updatedAt: undefined };

  // The stale-write check is the same for every record: taken out here, so no schema has to list it.
  const { updatedAt: sentUpdatedAt, ...rest } = fields;
  const updatedAt = updatedAtField.safeParse(sentUpdatedAt === "" ? undefined : sentUpdatedAt);
  if (!updatedAt.success) throw badRequest("updatedAtInvalid", "updatedAt");
  return { body: (body ?? form)!.parse(rest), image, pictures, updatedAt: updatedAt.data ? new Date(updatedAt.data) : undefined };
}

/**
 * What makes two requests "the same" for an Idempotency-Key: the route and the parsed fields (not the
 * raw bytes: a re-submitted form has a new multipart boundary), plus the picture's bytes.
 */
async function requestHash(
  request: Request,
  call: { body: unknown; image: File | null; pictures?: Record<string, File | undefined>; id: string },
): Promise<string> {
  const hash = createHash("sha256")
    .update(`${request.method} ${new URL(request.url).pathname}\n`)
    .update(stableJson(call.body ?? null));
  if (call.image) hash.update("\n").update(Buffer.from(await call.image.arrayBuffer()));
  for (const [field, picture] of Object.entries(call.pictures ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (picture) hash.update(`\n${field}\n`).update(Buffer.from(await picture.arrayBuffer()));
  }
  return hash.digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Database refusals caused by the values a request sent (one a schema let through), answered as the
 * client's mistake rather than a 500. Any other database error is unexpected.
 */
const DATABASE_REFUSALS: Record<string, AppError> = {
  // numeric_value_out_of_range, datetime_field_overflow
  "22003": badRequest("valueOutOfRange"),
  "22008": badRequest("valueOutOfRange"),
  // invalid_text_representation, invalid_datetime_format
  "22P02": badRequest("valueNotValid"),
  "22007": badRequest("valueNotValid"),
  // unique_violation, check_violation, foreign_key_violation
  "23505": conflict("recordAlreadyExists"),
  "23514": badRequest("valueNotAllowed"),
  "23503": conflict("recordLinked"),
};
/** What the ledger's triggers raise (SQLSTATE P0001, a message starting "ledger:") on a write to money already recorded. */
const LEDGER_REFUSAL = conflict("moneyRecordFixed");

/**
 * The answer to a failed request: an AppError's status and message, a ZodError's field messages, a
 * database refusal of the request's values as a 4xx, anything else a 500 with an error id that the
 * log line (route, kind, database code) carries too. `request` names the route in the log.
 */
export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    const retry = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retry) headers["Retry-After"] = String(retry);
    // The contract's English `message` and `errors`, and beside them the same by code for the screens.
    return NextResponse.json(
      { message: error.message, ...(error.errors && { errors: error.errors }), ...error.said },
      { status: error.status, headers },
    );
  }
  if (error instanceof ZodError) {
    // The contract's English field messages, and beside them their codes (the first field's is the message's).
    const errors = zodFieldErrors(error);
    const fieldCodes = fieldCodesOf(errors);
    const first = Object.keys(errors)[0];
    const said = first === undefined ? say("invalidInput") : fieldCodes?.[first];
    return NextResponse.json(
      { message: first === undefined ? englishMessage(said!) : errors[first], errors, ...said, ...(fieldCodes && { fieldCodes }) },
      { status: 400 },
    );
  }
  const route = request ? `${request.method} ${routePath(request)}` : "(no route)";
  const database = databaseErrorOf(errorChain(error));
  const refusal = database
    ? database.code === "P0001"
      ? typeof database.message === "string" && database.message.startsWith("ledger:")
        ? LEDGER_REFUSAL
        : undefined
      : DATABASE_REFUSALS[database.code]
    : undefined;
  if (refusal) {
    // Not a failure of the panel, but a value a schema should have refused first: noted without values.
    console.warn(`[refused ${refusal.status}] ${route}: ${describeError(error)}`);
    return errorResponse(refusal);
  }
  const errorId = randomUUID();
  console.error(`[error ${errorId}] ${route}: ${describeError(error)}`);
  const said = say("somethingWentWrong");
  return NextResponse.json({ message: englishMessage(said), errorId, ...said }, { status: 500 });
}

function routePath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "(unreadable url)";
  }
}

export const json = (data: unknown, status = 200) => NextResponse.json(data, { status });

/** A success answer a screen shows the message of: the contract's English `message`, and its `code` beside it. */
export const saidJson = (code: ServerCode) => json({ message: englishMessage(say(code)), code });
