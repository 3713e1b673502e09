import { parseArgs } from 'node:util';

/** admin:create's options; the password may come from ADMIN_PASSWORD so it stays out of shell history. */
export function adminOptions(
  argv: string[],
  env: Record<string, string | undefined>,
): { email: string; name: string; password: string } | string {
  let values: { email?: string; name?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const { email, name } = values;
  const password = values.password ?? env.ADMIN_PASSWORD;
  if (!email || !name || !password) {
    const missing = [!email && '--email', !name && '--name', !password && '--password (or ADMIN_PASSWORD)'].filter(
      Boolean,
    );
    return `admin:create needs ${missing.join(', ')}`;
  }
  return { email, name, password };
}
