import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthService } from '../../src/modules/accounts/identity/auth.service';
import { AccountTokensService } from '../../src/modules/accounts/tokens/account-tokens.service';
import { FakeClock } from '../support/accounts-fakes';
import { createAccessContext, insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const USER = fixtureUuid(1, 'f');

describe('e-mail link tokens on PostgreSQL', () => {
  const config = testConfig({ PASSWORD_RESET_TTL_MINUTES: '30' });
  const clock = new FakeClock(new Date('2026-11-21T09:00:00.000Z'));
  let orm: MikroORM;
  let context: INestApplicationContext;
  let tokens: AccountTokensService;

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [{ id: USER, email: 'reset.me@example.com', role: 'seeker' }]);
    context = await createAccessContext(config, clock);
    tokens = context.get(AccountTokensService);
  });

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  it('work once', async () => {
    const token = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    expect(await tokens.consume(token, 'password_reset')).toMatchObject({
      user_id: USER,
      email: 'reset.me@example.com',
    });
    expect(await tokens.consume(token, 'password_reset')).toBeNull();
  });

  it('only for their purpose', async () => {
    const token = await tokens.issue(USER, 'email_verification', 'reset.me@example.com');
    expect(await tokens.consume(token, 'password_reset')).toBeNull();
    expect(await tokens.consume(token, 'email_verification')).not.toBeNull();
  });

  it('expire after the configured time', async () => {
    const token = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    clock.advance(30 * 60_000);
    expect(await tokens.consume(token, 'password_reset')).toBeNull();
    const fresh = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    clock.advance(29 * 60_000);
    expect(await tokens.consume(fresh, 'password_reset')).not.toBeNull();
  });

  it('are replaced by a newer link', async () => {
    const first = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    const second = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    expect(await tokens.consume(first, 'password_reset')).toBeNull();
    expect(await tokens.consume(second, 'password_reset')).not.toBeNull();
  });

  it('stop working once the address changes', async () => {
    const token = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    await orm.em.getConnection().execute(`update users set email = 'moved@example.com' where id = ?`, [USER]);
    try {
      expect(await tokens.consume(token, 'password_reset')).toBeNull();
    } finally {
      await orm.em.getConnection().execute(`update users set email = 'reset.me@example.com' where id = ?`, [USER]);
    }
  });

  it('can be used by only one of two simultaneous requests', async () => {
    const token = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    const results = await Promise.all(Array.from({ length: 5 }, () => tokens.consume(token, 'password_reset')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('store only hashes', async () => {
    const token = await tokens.issue(USER, 'email_verification', 'reset.me@example.com');
    expect(JSON.stringify(await orm.em.getConnection().execute('select * from account_tokens'))).not.toContain(token);
  });

  it('reset the password once, then every session is gone', async () => {
    const auth = context.get(AuthService);
    const token = await tokens.issue(USER, 'password_reset', 'reset.me@example.com');
    await orm.em
      .getConnection()
      .execute(
        `insert into user_sessions (id, user_id, token_hash, signed_in_at, last_seen_at, expires_at) values (gen_random_uuid(), ?, 'h1', now(), now(), now() + interval '1 day')`,
        [USER],
      );
    expect(await auth.confirmPasswordReset({ token, password: 'Brand-new-pass-1' })).toEqual({
      message: expect.stringMatching(/reset/),
    });
    const [{ live }] = await orm.em
      .getConnection()
      .execute<[{ live: string }]>(
        'select count(*) as live from user_sessions where user_id = ? and revoked_at is null',
        [USER],
      );
    expect(Number(live)).toBe(0);
    expect(await auth.verifyCredentials('reset.me@example.com', 'Brand-new-pass-1')).toMatchObject({ id: USER });
    await expect(auth.confirmPasswordReset({ token, password: 'Another-pass-2' })).rejects.toThrow(
      /invalid or has expired/,
    );
  });
});
