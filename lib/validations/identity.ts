import { ID_TYPES } from "@/models/enums";
import { formattedCnic } from "@/lib/phone";

// A resident's identity (docs/register.md): the rules across fields, shared by the customer form (as
// it is typed) and the service (on the record as it will be saved, an update's fields merged in).

export type IdType = (typeof ID_TYPES)[number];

export const PAKISTANI = "Pakistani";

/** The types whose number is NADRA's 13 digits, written "35202-1234567-1": CNIC, NICOP, B-Form and POC (Pakistan Origin Card). */
const NADRA_TYPES: readonly IdType[] = ["cnic", "nicop", "b_form", "poc"];
const TYPE_NAMES: Record<IdType, string> = { cnic: "CNIC", nicop: "NICOP", b_form: "B-Form", passport: "passport", poc: "POC" };

/** "pakistani", " Pakistan " and "PAKISTANI" are the one nationality "Pakistani"; any other is kept as typed. */
export function nationalityOf(typed: string | null | undefined): string {
  const trimmed = (typed ?? "").trim();
  return trimmed === "" || /^pakistan(i)?$/i.test(trimmed) ? PAKISTANI : trimmed;
}

export const isForeigner = (nationality: string | null | undefined) => nationalityOf(nationality) !== PAKISTANI;

export type IdNumberCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * An ID number as stored for its type: NADRA's 13 digits with their dashes, typed with or without them;
 * a passport's 6 to 15 letters and digits in capitals (spaces and dashes typed in it are dropped).
 */
export function idNumberOf(type: IdType, typed: string): IdNumberCheck {
  if (NADRA_TYPES.includes(type)) {
    const number = formattedCnic(typed);
    return number
      ? { ok: true, value: number }
      : { ok: false, message: `ID number must be 13 digits like 35202-1234567-1 for a ${TYPE_NAMES[type]}` };
  }
  const passport = typed.trim().replace(/[\s-]/g, "").toUpperCase();
  // NADRA's numbers are never passports: as one, a CNIC would escape the one-resident-per-number rule.
  if (/^\d{13}$/.test(passport)) return { ok: false, message: "A 13-digit number is a CNIC, NICOP, B-Form or POC: choose that ID type" };
  return /^[A-Z0-9]{6,15}$/.test(passport)
    ? { ok: true, value: passport }
    : { ok: false, message: "ID number must be 6 to 15 letters and digits for a passport" };
}

export interface Identity {
  idType?: IdType | null;
  idNumber?: string | null;
  cnic?: string | null;
  nationality?: string | null;
  visaExpiry?: string | null;
}

export const CNIC_MISMATCH = "ID number and CNIC differ: for a CNIC they are one number, send either";

/**
 * What is wrong with an identity, by field: the ID number's format for its type (unless `checkNumber`
 * is false: an update that changes neither the number nor its type keeps what is stored), a foreigner
 * without a passport or a visa's expiry, and a CNIC resident's two numbers that differ.
 */
export function identityIssues(identity: Identity, checkNumber = true): Record<string, string> {
  const issues: Record<string, string> = {};
  const type = identity.idType ?? "cnic";
  if (checkNumber && identity.idNumber) {
    const number = idNumberOf(type, identity.idNumber);
    if (!number.ok) issues.idNumber = number.message;
    else if (type === "cnic" && identity.cnic && formattedCnic(identity.cnic) !== number.value) issues.cnic = CNIC_MISMATCH;
  }
  if (isForeigner(identity.nationality)) {
    if (type !== "passport") issues.idType = "A foreign resident's ID type must be passport";
    if (!identity.visaExpiry) issues.visaExpiry = "Visa expiry is required for a foreign resident";
  }
  return issues;
}
