// Maintenance jobs' value lists (models/enums.ts names every list).

export const MAINTENANCE_TYPES = [
  "Plumbing",
  "Electrical",
  "Cleaning",
  "Furniture",
  "Gardening",
  "Painting",
  "Geyser",
  "Fridge",
  "Other",
] as const;
export const MAINTENANCE_PAYMENT_METHODS = ["Cash", "Bank Transfer", "JazzCash", "Easypaisa", "Other"] as const;
export const MAINTENANCE_STATUSES = ["Pending", "In Progress", "Completed", "Cancelled"] as const;
