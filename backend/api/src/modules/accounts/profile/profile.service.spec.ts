import { ACCESS_MESSAGES, AUTH_MESSAGES } from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { actorOf, FakeClock, FakeUsers } from '../../../../test/support/accounts-fakes';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  const setUp = () => {
    const users = new FakeUsers();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker', name: 'Maya', headline: 'Coordinator' });
    return { users, service: new ProfileService(new FakeClock() as never, users as never), actor: actorOf({ id: 'u1', role: 'seeker', email: 'maya@example.com' }) };
  };

  it('answers the UserProfile shape', async () => {
    const { service, actor } = setUp();
    expect(await service.get(actor)).toEqual({
      id: 'u1',
      name: 'Maya',
      email: 'maya@example.com',
      role: 'seeker',
      companyName: null,
      headline: 'Coordinator',
      profilePictureUrl: null,
      presignedProfilePictureUrl: null,
    });
  });

  it('changes only the fields sent; null or blank clears', async () => {
    const { service, actor } = setUp();
    expect(await service.update(actor, { profilePictureUrl: 'https://www.gravatar.com/avatar/abc' })).toMatchObject({
      name: 'Maya',
      headline: 'Coordinator',
      profilePictureUrl: 'https://www.gravatar.com/avatar/abc',
      presignedProfilePictureUrl: 'https://www.gravatar.com/avatar/abc',
    });
    expect(await service.update(actor, { name: '  Maya T. ', headline: '  ', profilePictureUrl: null })).toMatchObject({ name: 'Maya T.', headline: null, profilePictureUrl: null });
  });

  it('refuses bad values with their messages', async () => {
    const { service, actor } = setUp();
    const error = (await service.update(actor, { name: '', profilePictureUrl: 'ftp://x' }).catch((e: unknown) => e)) as RequestValidationException;
    expect(error.fieldErrors).toEqual({ name: [AUTH_MESSAGES.nameRequired], profilePictureUrl: [ACCESS_MESSAGES.profilePictureUrlInvalid] });
  });
});
