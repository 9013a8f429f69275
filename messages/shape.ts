import type { en } from "./en";

/** The English catalogue's shape with every text a plain string: what each other language must fill in full. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export type Messages = Catalogue<typeof en>;
