import compile from "icu-minify/compile";

// next-intl formats messages compiled ahead of time: next.config.mjs (and jest.config.mjs) point its
// formatter at use-intl's "format-only" one, which has no ICU parser, so no page ships that parser
// (~12 kB). Every catalogue handed to next-intl is therefore compiled first, once, here. A string left
// raw would come out with its "{name}" unreplaced, so nothing else gives next-intl a catalogue.

type Catalogue = { [key: string]: unknown };
const compiledCatalogues = new WeakMap<object, unknown>();

// The compiler's plural and select options have no prototype, which React refuses to send to the
// browser: rebuilt as plain objects.
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, plain(inner)]));
  return node;
}

function compileAll(value: unknown): unknown {
  if (typeof value === "string") return plain(compile(value));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compileAll(inner)]));
}

/**
 * `catalogue` with every message compiled, kept per catalogue object. The type stays the catalogue's, so
 * next-intl still checks the keys; only next-intl reads the compiled values.
 */
export function compiled<T extends Catalogue>(catalogue: T): T {
  let done = compiledCatalogues.get(catalogue);
  if (!done) {
    done = compileAll(catalogue);
    compiledCatalogues.set(catalogue, done);
  }
  return done as T;
}
