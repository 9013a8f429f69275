export const receipts = {};
