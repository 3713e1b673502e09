import 'reflect-metadata';
import { adminOptions } from './cli/admin-options';
import { createAdmin, runDemoSeed, runMigrations, schemaDiff } from './cli/commands';
import { DemoSeedRefusedError } from './cli/demo-seed.service';
import { loadConfigOrExit } from './config/app-config';
import { AdminCreationError } from './modules/accounts';

const USAGE = `Usage: node dist/backend/api/cli.js <command>

Commands:
  migrate       apply the checked-in database migrations that have not run yet, under a
                PostgreSQL advisory lock (processes migrating at once run each migration once)
  seed          create the demo data that is missing (idempotent; refused when NODE_ENV=production)
  schema:diff   print the SQL that would align a migrated database with the entities, to write
                the next migration from (src/infrastructure/database/migrations, then list it in
                index.ts); applies nothing
  admin:create  --email <address> --name <name> [--password <password>]
                create an admin account (admins are never created by sign-up); the password
                comes from --password or ADMIN_PASSWORD and must meet the password rules
`;

const COMMANDS = new Set(['migrate', 'seed', 'schema:diff', 'admin:create']);

async function main(argv: string[]): Promise<number> {
  const command = argv[0];
  if (!command || !COMMANDS.has(command)) {
    process.stderr.write(
      command && command !== 'help' && command !== '--help' ? `Unknown command "${command}"\n\n${USAGE}` : USAGE,
    );
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  let admin: ReturnType<typeof adminOptions> | null = null;
  if (command === 'admin:create') {
    admin = adminOptions(argv.slice(1), process.env);
    if (typeof admin === 'string') {
      process.stderr.write(`${admin}\n\n${USAGE}`);
      return 2;
    }
  }
  const config = loadConfigOrExit();

  if (admin && typeof admin !== 'string') {
    try {
      const created = await createAdmin(config, admin);
      process.stdout.write(`Created admin ${created.email} (id ${created.id}) in ${config.databaseName}.\n`);
      return 0;
    } catch (error) {
      if (error instanceof AdminCreationError) {
        process.stderr.write(
          `Could not create the admin:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}\n`,
        );
        return 1;
      }
      throw error;
    }
  }

  if (command === 'migrate') {
    const applied = await runMigrations(config, () =>
      process.stdout.write(`Another process is migrating ${config.databaseName}; waiting for it to finish ...\n`),
    );
    process.stdout.write(
      applied.length === 0
        ? `Database ${config.databaseName} is up to date.\n`
        : `Applied ${applied.length} migration(s) to ${config.databaseName}: ${applied.join(', ')}\n`,
    );
    return 0;
  }

  if (command === 'schema:diff') {
    const sql = await schemaDiff(config);
    process.stdout.write(sql ? `${sql}\n` : `The entities match the schema of ${config.databaseName}.\n`);
    return 0;
  }

  if (config.nodeEnv === 'production') {
    process.stderr.write(`${new DemoSeedRefusedError().message}\n`);
    return 1;
  }
  try {
    const result = await runDemoSeed(config);
    process.stdout.write(
      `Demo data in ${config.databaseName}: ${result.companiesTotal} companies (${result.companiesCreated} new), ` +
        `${result.usersTotal} users (${result.usersCreated} new), ` +
        `${result.jobsTotal} jobs (${result.jobsCreated} new), ${result.profilesCreated} new seeker profiles, ${result.subscriptionsCreated} new subscriptions, ${result.creditsGiven} companies given job posts; ` +
        `${result.resumesCreated} new resumes${result.resumeFilesRestored > 0 ? ` (${result.resumeFilesRestored} resume files put back)` : ''}, ${result.applicationsCreated} new applications, ` +
        `${result.interviewsCreated} new interviews, ${result.invitationsCreated} new invitations, ${result.receiptsCreated} new receipts.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DemoSeedRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
