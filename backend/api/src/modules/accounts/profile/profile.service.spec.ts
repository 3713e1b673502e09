import { ACCESS_MESSAGES, AUTH_MESSAGES, UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { actorOf, FakeClock, FakeUsers } from '../../../../test/support/accounts-fakes';
import { FAKE_STORAGE_URL, FakeStoredFiles } from '../../../../test/support/stored-files-fake';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  const setUp = () => {
    const users = new FakeUsers();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker', name: 'Maya', headline: 'Coordinator' });
    const files = new FakeStoredFiles();
    return {
      users,
      files,
      service: new ProfileService(new FakeClock() as never, users as never, files),
      actor: actorOf({ id: 'u1', role: 'seeker', email: 'maya@example.com' }),
    };
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
    expect(await service.update(actor, { name: '  Maya T. ', headline: '  ', profilePictureUrl: null })).toMatchObject({
      name: 'Maya T.',
      headline: null,
      profilePictureUrl: null,
    });
  });

  it('refuses bad values with their messages', async () => {
    const { service, actor } = setUp();
    const error = (await service
      .update(actor, { name: '', profilePictureUrl: 'ftp://x' })
      .catch((e: unknown) => e)) as RequestValidationException;
    expect(error.fieldErrors).toEqual({
      name: [AUTH_MESSAGES.nameRequired],
      profilePictureUrl: [ACCESS_MESSAGES.profilePictureUrlInvalid],
    });
  });

  it('takes an avatar upload of your own, signs it on read, and deletes the one it replaces', async () => {
    const { service, actor, files } = setUp();
    const first = files.add({ id: 'a1', ownerId: 'u1', uploadType: 'avatar', purpose: null });
    const second = files.add({ id: 'a2', ownerId: 'u1', uploadType: 'avatar', purpose: null });
    expect(await service.update(actor, { profilePictureUrl: first.fileUrl })).toMatchObject({
      profilePictureUrl: first.fileUrl,
      presignedProfilePictureUrl: `signed:${first.fileUrl}`,
    });
    expect(await service.update(actor, { profilePictureUrl: second.fileUrl })).toMatchObject({
      profilePictureUrl: second.fileUrl,
    });
    expect(files.removed).toEqual(['a1']);
    expect(await service.update(actor, { profilePictureUrl: null })).toMatchObject({
      profilePictureUrl: null,
      presignedProfilePictureUrl: null,
    });
    expect(files.removed).toEqual(['a1', 'a2']);
  });

  it("refuses someone else's upload, a document, one still processing, and links that are neither uploads nor Gravatar", async () => {
    const { service, actor, files } = setUp();
    const theirs = files.add({ id: 'x1', ownerId: 'u2', uploadType: 'avatar', purpose: null });
    const resume = files.add({ id: 'r1', ownerId: 'u1' });
    const busy = files.add({ id: 'p1', ownerId: 'u1', uploadType: 'avatar', purpose: null, status: 'processing' });
    const messageOf = async (url: string) =>
      ((await service.update(actor, { profilePictureUrl: url }).catch((e: unknown) => e)) as Error).message;
    expect(await messageOf(theirs.fileUrl)).toBe(UPLOAD_FLOW_MESSAGES.notFound);
    expect(await messageOf(`${FAKE_STORAGE_URL}nothing`)).toBe(UPLOAD_FLOW_MESSAGES.notFound);
    expect(await messageOf(resume.fileUrl)).toBe(UPLOAD_FLOW_MESSAGES.wrongKind);
    expect(await messageOf(busy.fileUrl)).toBe(UPLOAD_FLOW_MESSAGES.notReady);
    expect(await messageOf('https://tracker.example/pixel.png')).toBe(ACCESS_MESSAGES.profilePictureNotAllowed);
    expect(await messageOf('http://www.gravatar.com/avatar/abc')).toBe(ACCESS_MESSAGES.profilePictureNotAllowed);
    expect((await service.get(actor)).profilePictureUrl).toBeNull();
  });
});
