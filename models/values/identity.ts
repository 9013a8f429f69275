// Identity documents (models/enums.ts names every list).

/** The identity documents a resident may show (docs/register.md): CNIC, NICOP, B-Form, passport, Pakistan Origin Card. */
export const ID_TYPES = ["cnic", "nicop", "b_form", "passport", "poc"] as const;
