import type { PGlite } from "@electric-sql/pglite";

export function createPglite(dataDir?: string): Promise<PGlite>;
