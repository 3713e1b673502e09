import type { Role } from '@marketplace/contracts';
import type { ActorUser } from '../../core/auth/actor';
import { actorOf } from '../../../test/support/accounts-fakes';
import { httpFailure, readSignedLink, uploadsTestbed } from '../../../test/support/uploads-fakes';
import { variantKey } from './upload-keys';
import { maySeePicture, ProfilePicturesService } from './profile-pictures.service';

const GRAVATAR = 'https://www.gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50';

/** Everyone the rule tells apart. */
const PEOPLE = {
  seeker: { id: 'seeker', role: 'seeker', companyId: null },
  otherSeeker: { id: 'other-seeker', role: 'seeker', companyId: null },
  employer: { id: 'employer', role: 'employer', companyId: 'company-a' },
  colleague: { id: 'colleague', role: 'employer', companyId: 'company-a' },
  rival: { id: 'rival', role: 'employer', companyId: 'company-b' },
  companyless: { id: 'companyless', role: 'employer', companyId: null },
  otherCompanyless: { id: 'other-companyless', role: 'employer', companyId: null },
  admin: { id: 'admin', role: 'admin', companyId: null },
  otherAdmin: { id: 'other-admin', role: 'admin', companyId: null },
  newcomer: { id: 'newcomer', role: null, companyId: null },
} satisfies Record<string, { id: string; role: Role | null; companyId: string | null }>;
type Person = keyof typeof PEOPLE;

const viewer = (person: Person): ActorUser => ({ ...PEOPLE[person], email: `${person}@example.com`, name: person });

describe('maySeePicture', () => {
  // viewer -> the people whose picture they may see (besides their own).
  const MAY_SEE: Record<Person, Person[]> = {
    admin: [
      'seeker',
      'otherSeeker',
      'employer',
      'colleague',
      'rival',
      'companyless',
      'otherCompanyless',
      'otherAdmin',
      'newcomer',
    ],
    otherAdmin: [
      'seeker',
      'otherSeeker',
      'employer',
      'colleague',
      'rival',
      'companyless',
      'otherCompanyless',
      'admin',
      'newcomer',
    ],
    employer: ['seeker', 'otherSeeker', 'colleague', 'admin', 'otherAdmin'],
    colleague: ['seeker', 'otherSeeker', 'employer', 'admin', 'otherAdmin'],
    rival: ['seeker', 'otherSeeker', 'admin', 'otherAdmin'],
    // Two employers without a company are not colleagues.
    companyless: ['seeker', 'otherSeeker', 'admin', 'otherAdmin'],
    otherCompanyless: ['seeker', 'otherSeeker', 'admin', 'otherAdmin'],
    seeker: ['employer', 'colleague', 'rival', 'companyless', 'otherCompanyless'],
    otherSeeker: ['employer', 'colleague', 'rival', 'companyless', 'otherCompanyless'],
    newcomer: [],
  };

  it.each(Object.keys(PEOPLE) as Person[])(
    'lets %s see exactly their own picture and those the rule names',
    (person) => {
      const seen = (Object.keys(PEOPLE) as Person[]).filter((target) => maySeePicture(viewer(person), PEOPLE[target]));
      expect(seen.sort()).toEqual([person, ...MAY_SEE[person]].sort());
    },
  );
});

function setUp() {
  const testbed = uploadsTestbed();
  const { users } = testbed;
  const service = new ProfilePicturesService(testbed.directory, testbed.files);
  let n = 0;
  const person = (
    role: Role | null,
    extra: { companyId?: string | null; profilePictureUrl?: string | null; deletedAt?: Date | null } = {},
  ) => {
    n += 1;
    const id = `5e0c7a7e-1111-4222-8333-${n.toString(16).padStart(12, '0')}`;
    const email = `person${n}@example.com`;
    users.add({ id, email, role, ...extra });
    return { id, actor: actorOf({ id, role, email, companyId: extra.companyId ?? null }) };
  };
  /** A ready picture of `ownerId` on storage, as its fileUrl. */
  const picture = (ownerId: string, status: 'ready' | 'processing' = 'ready') => {
    const row = testbed.uploads.add({
      owner: ownerId,
      uploadType: 'avatar',
      purpose: null,
      fileType: 'image/png',
      status,
    });
    testbed.storage.put(variantKey(row.fileKey, 256), 'webp', 'image/webp');
    return { row, fileUrl: testbed.storage.objectUrl(row.fileKey) };
  };
  return { ...testbed, service, person, picture };
}

describe('ProfilePicturesService.own', () => {
  it('signs the caller’s own picture as its 256 px square', async () => {
    const { service, person, picture, users } = setUp();
    const me = person('seeker');
    const { row, fileUrl } = picture(me.id);
    users.rows.get(me.id)!.profilePictureUrl = fileUrl;
    const { profilePictureUrl } = await service.own(me.actor);
    expect(readSignedLink(profilePictureUrl!)).toMatchObject({
      method: 'GET',
      key: variantKey(row.fileKey, 256),
      contentType: 'image/webp',
    });
  });

  it('answers a Gravatar link as it is, and null without a picture or while it is processed', async () => {
    const { service, person, picture, users } = setUp();
    expect(await service.own(person('employer', { companyId: 'c1', profilePictureUrl: GRAVATAR }).actor)).toEqual({
      profilePictureUrl: GRAVATAR,
    });
    expect(await service.own(person('seeker').actor)).toEqual({ profilePictureUrl: null });
    const busy = person('seeker');
    users.rows.get(busy.id)!.profilePictureUrl = picture(busy.id, 'processing').fileUrl;
    expect(await service.own(busy.actor)).toEqual({ profilePictureUrl: null });
  });
});

describe('ProfilePicturesService.of', () => {
  it('signs the picture of someone the caller may see', async () => {
    const { service, person, picture, users } = setUp();
    const seeker = person('seeker');
    const employer = person('employer', { companyId: 'c1' });
    const { row, fileUrl } = picture(seeker.id);
    users.rows.get(seeker.id)!.profilePictureUrl = fileUrl;
    expect(readSignedLink((await service.of(employer.actor, seeker.id)).profilePictureUrl!)).toMatchObject({
      key: variantKey(row.fileKey, 256),
    });
    expect(readSignedLink((await service.of(employer.actor, seeker.id, 'seeker')).profilePictureUrl!)).toMatchObject({
      key: variantKey(row.fileKey, 256),
    });
    expect(await service.of(seeker.actor, employer.id)).toEqual({ profilePictureUrl: null });
  });

  it('answers the same 404 for an unknown, deleted, unseeable or other-role person and an id that is none', async () => {
    const { service, person } = setUp();
    const employer = person('employer', { companyId: 'c1', profilePictureUrl: GRAVATAR });
    const seeker = person('seeker', { profilePictureUrl: GRAVATAR });
    const otherSeeker = person('seeker', { profilePictureUrl: GRAVATAR });
    const gone = person('seeker', { profilePictureUrl: GRAVATAR, deletedAt: new Date('2026-11-20T00:00:00Z') });
    const admin = person('admin');
    const notFound = { status: 404, message: 'Not Found' };

    expect(await httpFailure(service.of(employer.actor, '5e0c7a7e-1111-4222-8333-ffffffffffff'))).toEqual(notFound);
    expect(await httpFailure(service.of(employer.actor, 'not-a-uuid'))).toEqual(notFound);
    expect(await httpFailure(service.of(employer.actor, gone.id))).toEqual(notFound);
    expect(await httpFailure(service.of(admin.actor, gone.id))).toEqual(notFound);
    expect(await httpFailure(service.of(seeker.actor, otherSeeker.id))).toEqual(notFound);
    // An applicant is a seeker and a concierge an admin: anyone else is not found on those routes.
    expect(await httpFailure(service.of(employer.actor, employer.id, 'seeker'))).toEqual(notFound);
    expect(await httpFailure(service.of(employer.actor, seeker.id, 'admin'))).toEqual(notFound);
    expect(await service.of(employer.actor, seeker.id, 'seeker')).toEqual({ profilePictureUrl: GRAVATAR });
    expect(await service.of(admin.actor, seeker.id)).toEqual({ profilePictureUrl: GRAVATAR });
  });
});
