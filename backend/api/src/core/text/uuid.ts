const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value is a UUID: ids that are not answer 404 before any query runs. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A PostgreSQL array literal of ids, for `= any(?::uuid[])`: one parameter whatever the number of
 * ids, where `in (?)` has MikroORM write every id into the statement, a cost that shows on the
 * search page's hot path (npm run bench:applications). Only for ids read from the database: a uuid
 * holds no comma, quote or brace.
 */
export function uuidArrayLiteral(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
