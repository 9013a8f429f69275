import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError } from "./errors";
import { readBodyBytes } from "./body";
import { zodFieldErrors } from "@/lib/validations/errors";

export interface RouteContext<P extends Record<string, string> = Record<string, string>> {
  params: Promise<P>;
}

type Handler<P extends Record<string, string>> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/** Maps every failure of a route handler to a JSON answer; unexpected ones are logged with an id, never shown. */
export function route<P extends Record<string, string> = Record<string, string>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    const retry = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retry) headers["Retry-After"] = String(retry);
    return NextResponse.json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      { status: error.status, headers },
    );
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    return NextResponse.json({ message: Object.values(errors)[0] ?? "Invalid input.", errors }, { status: 400 });
  }
  const errorId = randomUUID();
  console.error(`[error ${errorId}]`, error);
  return NextResponse.json({ message: "Something went wrong", errorId }, { status: 500 });
}

/** The largest JSON body any call takes (a few kB in practice); larger ones are 413. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** Reads a JSON object body; malformed or non-object JSON is a 400, not a crash; over 1 MB a 413. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readBodyBytes(request, MAX_JSON_BYTES, () => new AppError(413, "The request body is too large."));
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    // Dropping __proto__ keeps a hostile key from becoming the parsed object's prototype.
    body = JSON.parse(text, (key, value) => (key === "__proto__" ? undefined : value));
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError(400, "The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

export const json = (data: unknown, status = 200) => NextResponse.json(data, { status });
