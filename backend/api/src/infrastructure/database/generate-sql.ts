/**
 * Marks the repository methods whose SQL is emitted into `backend/api/sql/` for review, with the
 * arguments to call them with. The integration tier calls each marked method on the test database
 * inside a transaction that is always rolled back, records every statement it compiles, and fails
 * when the checked-in text differs (`npm run sql:emit` writes it anew).
 */
export interface GenerateSqlOptions {
  /** Arguments of the call; fixed values, so that the emitted text is the same on every run. */
  params?: readonly unknown[];
  /** A name for this call when one method is emitted for several argument shapes. */
  name?: string;
}

/** One marked call: a repository class, its method, the arguments to call it with, and its source file. */
export interface SqlExample {
  repository: abstract new (...args: never[]) => object;
  method: string;
  name: string;
  params: readonly unknown[];
  /** The repository's file below `src/` (for example `modules/impersonation/impersonation.repository`). */
  source: string;
}

/** The repository file that is declaring a class right now: the first source file on the stack below this one. */
function declaringFile(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    const match = /[\\/]src[\\/]((?:modules|infrastructure|core)[\\/][^:()]+?)\.[cm]?[jt]s:\d+/.exec(frame);
    if (match && !match[1].endsWith('generate-sql')) return match[1].replaceAll('\\', '/');
  }
  return 'unknown';
}

const examples: SqlExample[] = [];

/** The marked calls of every repository module loaded so far. */
export function sqlExamples(): readonly SqlExample[] {
  return examples;
}

/** Emits the SQL of this method, called with `options.params` (repeat the decorator for more shapes). */
export function GenerateSql(options: GenerateSqlOptions = {}): MethodDecorator {
  return (target, key) => {
    const repository = (target as { constructor: SqlExample['repository'] }).constructor;
    const method = String(key);
    examples.push({
      source: declaringFile(),
      repository,
      method,
      name: options.name ? `${method} (${options.name})` : method,
      params: options.params ?? [],
    });
  };
}

/** Fixed values for emitted calls: the statements do not depend on them, only the review file's stability does. */
export const SQL_SAMPLE = {
  uuid: '00000000-0000-4000-8000-000000000001',
  otherUuid: '00000000-0000-4000-8000-000000000002',
  date: new Date('2026-01-01T00:00:00.000Z'),
  text: 'sample',
  email: 'sample@example.com',
} as const;
