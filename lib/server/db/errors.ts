/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface DatabaseError {
  code: string;
  message?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The error and its causes, outermost first (a query error of drizzle wraps the driver's). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; isObject(link) && chain.length < 5 && !chain.includes(link); link = link.cause) chain.push(link);
  return chain.length ? chain : [error];
}

/** The database's own error (one with a SQLSTATE `code`) in the chain, if any. */
export function databaseErrorOf(chain: unknown[]): DatabaseError | undefined {
  return chain.find((link): link is DatabaseError => isObject(link) && typeof link.code === "string" && SQLSTATE.test(link.code));
}

/** A failed statement: its message, stack, `detail`, `query` and `params` carry the statement and its values. */
const isQueryError = (link: unknown) => isObject(link) && ("query" in link || "params" in link || "detail" in link);

const kindOf = (value: unknown) => {
  if (!(value instanceof Error)) return typeof value;
  const constructorName = value.constructor?.name;
  return constructorName && constructorName !== "Error" ? constructorName : value.name;
};
const safeName = (value: unknown) => (typeof value === "string" && /^[\w.$-]{1,100}$/.test(value) ? value : undefined);

/**
 * The log line of an unexpected error: its id, the route, its kind and, for a database error, the
 * SQLSTATE code with the table, constraint and column names it gives. Never a database error's
 * message, detail, statement or parameters (residents' CNICs and phones are among them); only an
 * error that is not the database's is logged with its message and stack.
 */
export function describeError(error: unknown): string {
  const chain = errorChain(error);
  const database = databaseErrorOf(chain);
  const kinds = chain.map(kindOf).join(" ← ");
  if (database) {
    const names = (["table", "constraint", "column"] as const).flatMap((name) => {
      const value = safeName(database[name]);
      return value ? [`${name} ${value}`] : [];
    });
    return [`${kinds}: database error ${database.code}`, ...names].join(", ");
  }
  if (chain.some(isQueryError)) return `${kinds}: database query failed`;
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : kinds;
}
