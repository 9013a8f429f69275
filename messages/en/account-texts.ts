// The sign-in screens' fields and their messages (lib/validations/auth-rules.ts): the first screen a
// phone loads carries only these, not the whole catalogue. Spread into ./field-texts.ts and
// ./field-labels.ts. Urdu: messages/ur/server.ts.
export const accountTexts = {
  fieldRequired: "{label} is required",
  fieldTooLong: "{label} must be at most {max} characters",
  fieldNul: "{label} cannot contain a NUL character",
  invalidEmailFormat: "Invalid email format",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 72 bytes",
};

/** The names of the sign-in screens' fields: the start of `fieldLabels` (./field-labels.ts). */
export const accountLabels = {
  email: "Email",
  password: "Password",
  username: "Username",
};
