// A screen's query string as Next.js hands it to a page (`searchParams`): a key given twice is an array.
// Browser-safe.

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query value as one string: the first one when its key was given twice. */
export const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Every key's first value, for a schema that reads the whole query. */
export const firstValues = (searchParams: SearchParams) =>
  Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, firstOf(value)]));
