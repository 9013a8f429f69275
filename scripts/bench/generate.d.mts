// Types of what TypeScript callers (check.ts) use from generate.mjs.
export interface BenchDatabase {
  kind: "pglite" | "postgresql";
  exec(text: string): Promise<unknown>;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export function openDatabase(locations: { pgliteDir: string; databaseUrl: string }): Promise<BenchDatabase>;
export function hostelToday(now?: Date): string;
