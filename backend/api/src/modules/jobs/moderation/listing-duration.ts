export const DAY_MS = 24 * 3600_000;
