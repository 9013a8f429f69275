// Residents' and employees' value lists (models/enums.ts names every list).

export const STUDENT_GENDERS = ["male", "female", "other"] as const;
export const EMPLOYEE_GENDERS = ["Male", "Female", "Other"] as const;

export const EMPLOYEE_TYPES = ["Worker", "Staff"] as const;
