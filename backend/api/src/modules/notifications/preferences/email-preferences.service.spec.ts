import type { EmailKind } from '@marketplace/contracts';
import { FakeClock } from '../../../../test/support/accounts-fakes';
import type { AppConfig } from '../../../config/app-config';
import type { EmailPreferencesRepository } from './email-preferences.repository';
import { EmailPreferences } from './email-preferences.service';

const USER = '0f0f0f0f-0000-4000-8000-00000000a001';

/** email_opt_outs and notification_signing_keys in memory. */
class MemoryPreferences {
  keys = new Map<string, string>();
  keyReads = 0;
  optOuts = new Map<string, Date>();
  async signingKey(id: string) {
    this.keyReads += 1;
    if (!this.keys.has(id)) this.keys.set(id, `secret-of-${id}-${this.keys.size}`);
    return this.keys.get(id)!;
  }
  async optOut(userId: string, kind: EmailKind, at: Date) {
    if (!this.optOuts.has(`${userId}/${kind}`)) this.optOuts.set(`${userId}/${kind}`, at);
  }
  async optedOutAmong(userIds: readonly string[], kind: EmailKind) {
    return new Set(userIds.filter((id) => this.optOuts.has(`${id}/${kind}`)));
  }
}

function setUp() {
  const repository = new MemoryPreferences();
  const clock = new FakeClock();
  const service = new EmailPreferences(
    repository as unknown as EmailPreferencesRepository,
    clock as never,
    { publicUrl: 'https://n.example' } as AppConfig,
  );
  return { repository, clock, service };
}

describe('EmailPreferences', () => {
  it('links to the public unsubscribe route with a token that turns that one kind off for that user, once', async () => {
    const { service, repository, clock } = setUp();
    const url = new URL(await service.unsubscribeUrl(USER, 'application-received'));
    expect(`${url.origin}${url.pathname}`).toBe('https://n.example/api/notifications/unsubscribe');
    const token = url.searchParams.get('token');
    expect(await service.unsubscribe(token)).toBe('application-received');
    expect(await service.optedOutAmong([USER, 'someone-else'], 'application-received')).toEqual(new Set([USER]));
    expect(await service.optedOutAmong([USER], 'application-hired')).toEqual(new Set());
    // Clicking again is fine and keeps the first time.
    clock.advance(60_000);
    expect(await service.unsubscribe(token)).toBe('application-received');
    expect([...repository.optOuts.values()]).toEqual([new Date('2026-11-21T09:00:00.000Z')]);
    // The key is read once per process.
    expect(repository.keyReads).toBe(1);
  });

  it('turns nothing off for a token it did not sign', async () => {
    const { service, repository } = setUp();
    expect(await service.unsubscribe('not-a-signed-token-0123456789')).toBeNull();
    expect(await service.unsubscribe(undefined)).toBeNull();
    expect(repository.optOuts.size).toBe(0);
  });
});
