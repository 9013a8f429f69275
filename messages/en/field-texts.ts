import { accountTexts } from "./account-texts";

// The texts of any field, "{label}" being its name (a key of `fieldLabels`): what the shared field
// builders (lib/validations/fields.ts) write. Kept apart from the rest of the "server" catalogue
// (messages/en/server.ts spreads them in), as the forms' rules need only these. Urdu: messages/ur/server.ts.
export const fieldTexts = {
  ...accountTexts,
  fieldText: "{label} must be text",
  fieldMobile: "{label} must be a Pakistani mobile number like 0300-1234567",
  fieldCnic: "{label} must be 13 digits like 35202-1234567-1",
  fieldInternational: "{label} must be an international number like +93 70 123 4567",
  fieldDate: "{label} must be a valid date",
  fieldDay: "{label} must be a day like 05-03-2026",
  fieldFuture: "{label} cannot be in the future",
  fieldMonth: "{label} must be a month in the form YYYY-MM",
  fieldMonthRange: "{label} must be a month from 1900-01 to 2200-12",
  fieldNumber: "{label} must be a number",
  fieldWholeNumber: "{label} must be a whole number",
  fieldAtLeast: "{label} must be at least {min}",
  fieldAtMost: "{label} must be at most {max}",
  fieldNegative: "{label} cannot be negative",
  fieldTwoDecimals: "{label} can have at most two decimals",
};
