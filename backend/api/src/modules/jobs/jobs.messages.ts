export const JOBS_MESSAGES = {
  invalidCursor: 'Invalid cursor',
} as const;
