/**
 * PostgreSQL's unique_violation (23505) on the named constraint or unique index: how a repository
 * tells "that exists already" (a second application, an e-mail in use) from any other failure. The
 * driver names the constraint in `constraint`; some paths only in the message.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const {
    code,
    constraint: violated,
    message,
  } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === '23505' && (violated === constraint || (message ?? '').includes(constraint));
}
