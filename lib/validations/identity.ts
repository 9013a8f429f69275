import { ID_TYPES } from "@/models/enums";
import { formattedCnic } from "@/lib/phone";
import { rule, type RuleMessage } from "./message";

// A resident's identity (docs/register.md): the rules across fields, shared by the customer form (as
// it is typed) and the service (on the record as it will be saved, an update's fields merged in).

export type IdType = (typeof ID_TYPES)[number];

export const PAKISTANI = "Pakistani";

/** The types whose number is NADRA's 13 digits, written "35202-1234567-1": CNIC, NICOP, B-Form and POC (Pakistan Origin Card). */
type NadraType = "cnic" | "nicop" | "b_form" | "poc";
const NADRA_NAMES: Record<NadraType, string> = { cnic: "CNIC", nicop: "NICOP", b_form: "B-Form", poc: "POC" };
const NADRA_TYPES = Object.keys(NADRA_NAMES) as readonly IdType[];

/** "pakistani", " Pakistan " and "PAKISTANI" are the one nationality "Pakistani"; any other is kept as typed. */
export function nationalityOf(typed: string | null | undefined): string {
  const trimmed = (typed ?? "").trim();
  return trimmed === "" || /^pakistan(i)?$/i.test(trimmed) ? PAKISTANI : trimmed;
}

export const isForeigner = (nationality: string | null | undefined) => nationalityOf(nationality) !== PAKISTANI;

export type IdNumberCheck = { ok: true; value: string } | { ok: false; problem: RuleMessage };

/**
 * An ID number as stored for its type: NADRA's 13 digits with their dashes, typed with or without them;
 * a passport's 6 to 15 letters and digits in capitals (spaces and dashes typed in it are dropped).
 */
export function idNumberOf(type: IdType, typed: string): IdNumberCheck {
  if (NADRA_TYPES.includes(type)) {
    const number = formattedCnic(typed);
    return number ? { ok: true, value: number } : { ok: false, problem: rule("idNumberNadra", { type: NADRA_NAMES[type as NadraType] }) };
  }
  const passport = typed.trim().replace(/[\s-]/g, "").toUpperCase();
  // NADRA's numbers are never passports: as one, a CNIC would escape the one-resident-per-number rule.
  if (/^\d{13}$/.test(passport)) return { ok: false, problem: rule("passportNadraDigits") };
  return /^[A-Z0-9]{6,15}$/.test(passport) ? { ok: true, value: passport } : { ok: false, problem: rule("idNumberPassport") };
}

export interface Identity {
  idType?: IdType | null;
  idNumber?: string | null;
  cnic?: string | null;
  nationality?: string | null;
  visaExpiry?: string | null;
}

/**
 * What is wrong with an identity, by field: the ID number's format for its type (unless `checkNumber`
 * is false: an update that changes neither the number nor its type keeps what is stored), a foreigner
 * without a passport or a visa's expiry, and a CNIC resident's two numbers that differ.
 */
export function identityIssues(identity: Identity, checkNumber = true): Record<string, RuleMessage> {
  const issues: Record<string, RuleMessage> = {};
  const type = identity.idType ?? "cnic";
  if (checkNumber && identity.idNumber) {
    const number = idNumberOf(type, identity.idNumber);
    if (!number.ok) issues.idNumber = number.problem;
    else if (type === "cnic" && identity.cnic && formattedCnic(identity.cnic) !== number.value) issues.cnic = rule("idCnicMismatch");
  }
  if (isForeigner(identity.nationality)) {
    if (type !== "passport") issues.idType = rule("foreignerPassport");
    if (!identity.visaExpiry) issues.visaExpiry = rule("foreignerVisa");
  }
  return issues;
}
