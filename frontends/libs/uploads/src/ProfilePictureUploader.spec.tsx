import { act, screen, waitFor } from '@testing-library/react';
import { resetProfileFetchGate, saveImpersonation } from '@marketplace/auth';
import {
  PROFILE_PICTURE_MESSAGES,
  STORAGE_PUT_FAILURES,
  UPLOAD_FLOW_MESSAGES,
  type UploadedFile,
  type UserProfile,
} from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  buildUserProfile,
  mockFetch,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import { PROFILE_PICTURE_TEXTS, ProfilePictureUploader } from './ProfilePictureUploader';

const seeker = buildSessionUser({ id: 'seeker-1', name: 'Maya Thompson', role: 'seeker' });
const PRESIGNED = {
  uploadUrl: 'https://storage.test/bucket/k?X-Amz-Signature=abc',
  fileKey: 'k',
  fileUrl: 'https://storage.test/bucket/k',
  uploadId: 'up-1',
  expiresAt: '2026-11-25T10:05:00.000Z',
};
const file = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  id: 'up-1',
  fileUrl: PRESIGNED.fileUrl,
  fileName: 'me.png',
  fileType: 'image/png',
  fileSize: 3,
  uploadType: 'avatar',
  status: 'ready',
  rejectionReason: null,
  url: 'https://storage.test/signed-256',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

interface Replies {
  profile?: UserProfile;
  put?: MockReply;
  confirm?: MockReply;
  patch?: MockReply;
}

function server(replies: Replies = {}) {
  let profile = replies.profile ?? buildUserProfile(seeker);
  const patches: Array<{ body: unknown; headers: unknown }> = [];
  const fetch = mockFetch((url, init) => {
    if (url.hostname === 'storage.test') return replies.put ?? { status: 200 };
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /api/user/profile':
        return { body: profile };
      case 'POST /api/upload/presigned-url':
        return { body: PRESIGNED };
      case 'POST /api/upload/confirm':
        return replies.confirm ?? { body: { file: file() } };
      case 'PATCH /api/user/profile': {
        const body = JSON.parse(String(init.body)) as { profilePictureUrl: string | null };
        patches.push({ body, headers: init.headers });
        if (replies.patch) return replies.patch;
        profile = {
          ...profile,
          profilePictureUrl: body.profilePictureUrl,
          presignedProfilePictureUrl: body.profilePictureUrl ? 'https://storage.test/signed-256' : null,
        };
        return { body: profile };
      }
      default:
        return { status: 404, body: { error: 'Not found' } };
    }
  });
  return { fetch, patches };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

beforeEach(() => resetProfileFetchGate());

describe('ProfilePictureUploader', () => {
  it('uploads a picture, sets it on the profile and shows it; the message clears after 5 seconds', async () => {
    const { patches } = server();
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    expect(await screen.findByRole('img', { name: 'Maya Thompson' })).toHaveTextContent('MT');

    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.upload(screen.getByLabelText('Choose a profile picture'), png());
      expect(await screen.findByText(PROFILE_PICTURE_TEXTS.updated)).toBeInTheDocument();
      expect(patches).toEqual([{ body: { profilePictureUrl: PRESIGNED.fileUrl }, headers: expect.anything() }]);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Maya Thompson' }).querySelector('img')).toHaveAttribute(
          'src',
          'https://storage.test/signed-256',
        ),
      );
      expect(screen.getByRole('button', { name: 'Change picture' })).toBeEnabled();

      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.queryByText(PROFILE_PICTURE_TEXTS.updated)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a file that is too large or not an image before sending anything', async () => {
    const { fetch } = server();
    const { user } = renderWithProviders(<ProfilePictureUploader />, {
      sessionUser: seeker,
      userEventOptions: { applyAccept: false },
    });
    await screen.findByRole('button', { name: 'Upload picture' });
    const requestsBefore = fetch.mock.calls.length;

    await user.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGES.badType);
    await user.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGES.tooLarge);
    expect(fetch.mock.calls.length).toBe(requestsBefore);
  });

  it('says which step failed', async () => {
    server({ confirm: { status: 400, body: { error: UPLOAD_FLOW_MESSAGES.typeMismatch } } });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.upload(await screen.findByLabelText('Choose a profile picture'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FLOW_MESSAGES.confirmFailed}. ${UPLOAD_FLOW_MESSAGES.typeMismatch}`,
    );
  });

  it('says why the storage refused the picture and what to do', async () => {
    server({ put: { status: 400, body: '<Error><Code>EntityTooLarge</Code></Error>' } });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.upload(await screen.findByLabelText('Choose a profile picture'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FLOW_MESSAGES.putFailed}. ${STORAGE_PUT_FAILURES.tooLarge}`,
    );
  });

  it("shows the worker's reason when the image is rejected", async () => {
    server({
      confirm: {
        body: { file: file({ status: 'rejected', rejectionReason: UPLOAD_FLOW_MESSAGES.imageTooLarge, url: null }) },
      },
    });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.upload(await screen.findByLabelText('Choose a profile picture'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FLOW_MESSAGES.imageTooLarge);
  });

  it("says 'Failed to update profile' when the profile refuses the picture", async () => {
    server({ patch: { status: 500, body: { error: 'Internal server error' } } });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.upload(await screen.findByLabelText('Choose a profile picture'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FLOW_MESSAGES.profileUpdateFailed);
  });

  it('removes the picture by setting it to null, and says so when that fails', async () => {
    const withPicture = buildUserProfile({
      ...seeker,
      profilePictureUrl: 'https://storage.test/bucket/k',
      presignedProfilePictureUrl: 'https://storage.test/signed-256',
    });
    const { patches } = server({ profile: withPicture });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PROFILE_PICTURE_TEXTS.removed)).toBeInTheDocument();
    expect(patches[0]!.body).toEqual({ profilePictureUrl: null });
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it("reports 'Failed to remove profile picture'", async () => {
    const withPicture = buildUserProfile({
      ...seeker,
      profilePictureUrl: 'https://storage.test/bucket/k',
      presignedProfilePictureUrl: 'https://storage.test/signed-256',
    });
    server({ profile: withPicture, patch: { status: 503, body: { error: 'Service unavailable' } } });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FLOW_MESSAGES.profilePictureRemoveFailed);
  });

  it('warns when the picture cannot be loaded and shows the initials instead', async () => {
    server({
      profile: buildUserProfile({
        ...seeker,
        profilePictureUrl: 'https://storage.test/bucket/k',
        presignedProfilePictureUrl: 'https://storage.test/expired',
      }),
    });
    renderWithProviders(<ProfilePictureUploader />, { sessionUser: seeker });
    const avatar = await screen.findByRole('img', { name: 'Maya Thompson' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
    act(() => {
      avatar.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(UPLOAD_FLOW_MESSAGES.profilePictureUnavailable)).toBeInTheDocument();
    expect(avatar).toHaveTextContent('MT');
  });

  it("sends the impersonation headers when an admin changes the impersonated user's picture", async () => {
    const admin = buildSessionUser({ id: 'admin-1', role: 'admin' });
    const target = buildImpersonatedUser();
    const now = new Date().toISOString();
    saveImpersonation({ adminId: 'admin-1', impersonatedUser: target, startedAt: now, lastActivity: now });
    const { patches } = server({
      profile: buildUserProfile({ id: target.id, name: target.name, role: 'employer', email: 'jordan@example.com' }),
    });
    const { user } = renderWithProviders(<ProfilePictureUploader />, { sessionUser: admin });
    await user.upload(await screen.findByLabelText('Choose a profile picture'), png());
    await screen.findByText(PROFILE_PICTURE_TEXTS.updated);
    expect(patches[0]!.headers).toMatchObject({ 'x-impersonated-user-id': target.id });
  });
});
