import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AppModule } from '../../src/app.module';
import { AccountsDemoModule } from '../../src/modules/accounts/demo';
import { ApplicationsDemoModule } from '../../src/modules/applications/demo';
import { BillingDemoModule } from '../../src/modules/billing/demo';
import { InterviewsDemoModule } from '../../src/modules/interviews/demo';
import { JobsDemoModule } from '../../src/modules/jobs/demo';
import { ProfilesDemoModule } from '../../src/modules/profiles/demo';
import { TalentDemoModule } from '../../src/modules/talent/demo';
import { UploadsDemoModule } from '../../src/modules/uploads/demo';
import { WORKER_MODULES } from '../../src/modules';
import { openOrm } from '../support/database';
import { checkedInSql, emitSql, tableOwners, tablesIn, writeSql } from '../support/emitted-sql';
import { testConfig } from '../support/test-config';

/**
 * Every repository statement marked with @GenerateSql, emitted as PostgreSQL receives it: the text
 * checked in under backend/api/sql/ must be exactly what the code compiles (UPDATE_SQL=1, which
 * `npm run sql:emit` sets, writes it instead), and each module's statements name only its own tables.
 */
describe('emitted SQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let context: INestApplicationContext;
  let emitted: Map<string, string>;

  beforeAll(async () => {
    orm = await openOrm(config);
    // The HTTP app, the worker's modules and the seed command's: every repository any process registers.
    const demo = [
      AccountsDemoModule,
      JobsDemoModule,
      ProfilesDemoModule,
      BillingDemoModule,
      UploadsDemoModule,
      ApplicationsDemoModule,
      InterviewsDemoModule,
      TalentDemoModule,
    ];
    context = await Test.createTestingModule({ imports: [AppModule.forRoot(config), ...WORKER_MODULES, ...demo] })
      .setLogger(false as never)
      .compile();
    emitted = await emitSql(context, orm);
    if (process.env.UPDATE_SQL === '1') writeSql(emitted);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  it('emits at least the impersonation repository', () => {
    expect([...emitted.keys()]).toContain('impersonation/impersonation.repository.sql');
  });

  it('matches the checked-in SQL of every repository (npm run sql:emit rewrites it)', () => {
    const checkedIn = checkedInSql();
    expect([...checkedIn.keys()].sort()).toEqual([...emitted.keys()].sort());
    for (const [file, text] of emitted) expect({ file, text }).toEqual({ file, text: checkedIn.get(file) });
  });

  it("names only tables the repository's own module owns, and the views other modules publish", () => {
    const { owners, published } = tableOwners(orm);
    const known = new Set(owners.keys());
    const foreign: string[] = [];
    for (const [file, text] of emitted) {
      const module = file.split('/')[0];
      for (const table of tablesIn(text, known)) {
        if (owners.get(table) !== module && !published.has(table)) {
          foreign.push(`${file}: ${table} (owned by ${owners.get(table)})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('publishes only views: every module owns its tables alone', () => {
    const { owners, published } = tableOwners(orm);
    expect(published.size).toBeGreaterThan(0);
    for (const view of published) expect(view).toMatch(/_cards$/);
    expect([...owners.keys()].filter((table) => !published.has(table))).toContain('users');
  });
});
