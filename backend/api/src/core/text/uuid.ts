const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value is a UUID: ids that are not answer 404 before any query runs. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
