import { AUTH_MESSAGES, CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '@marketplace/contracts';
import { FakeClock, FakeHasher, FakeUsers } from '../../../../test/support/accounts-fakes';
import { AdminAccountsService, AdminCreationError } from './admin-accounts.service';

describe('AdminAccountsService', () => {
  const setUp = () => {
    const users = new FakeUsers();
    return {
      users,
      service: new AdminAccountsService(new FakeClock() as never, users as never, new FakeHasher() as never),
    };
  };

  it('creates a verified admin', async () => {
    const { service, users } = setUp();
    const created = await service.create({
      email: ' ops@nestwork.example ',
      name: 'Ops Admin',
      password: 'Strong-pass-77',
    });
    expect(users.rows.get(created.id)).toMatchObject({
      email: 'ops@nestwork.example',
      role: 'admin',
      emailVerifiedAt: expect.any(Date),
      passwordHash: 'hashed:Strong-pass-77',
    });
  });

  it('refuses weak passwords, bad addresses, blank names and taken e-mails', async () => {
    const { service } = setUp();
    const problems = await service
      .create({ email: 'nope', name: ' ', password: 'weakpass1' })
      .catch((error: AdminCreationError) => error.problems);
    expect(problems).toEqual([
      `email: ${CHANGE_EMAIL_MESSAGES.invalid}`,
      `name: ${AUTH_MESSAGES.nameRequired}`,
      `password: ${CHANGE_PASSWORD_MESSAGES.uppercase}`,
    ]);
    await service.create({ email: 'ops@nestwork.example', name: 'Ops', password: 'Strong-pass-77' });
    await expect(
      service.create({ email: 'OPS@nestwork.example', name: 'Ops', password: 'Strong-pass-77' }),
    ).rejects.toEqual(new AdminCreationError([`email: ${AUTH_MESSAGES.emailTaken}`]));
  });
});
