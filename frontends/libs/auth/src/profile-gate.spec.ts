import { mockFetch, type Reply as MockReply } from './spec-helpers';
import {
  ProfileFetchBlockedError,
  fetchProfile,
  isProfileFetchBlocked,
  resetProfileFetchGate,
  subscribeProfileGate,
} from './profile-gate';

const PROFILE = {
  id: 'u1',
  name: 'Maya',
  email: 'maya@example.com',
  role: 'seeker',
  companyName: null,
  headline: null,
  profilePictureUrl: null,
  presignedProfilePictureUrl: null,
};
const UNAUTHORIZED: MockReply = { status: 401, body: { error: 'Authentication required' } };

/** Answers the queued replies in order. */
function replies(...queue: MockReply[]) {
  return mockFetch(() => queue.shift() ?? { status: 500, body: { error: 'unexpected call' } });
}

async function outcome(): Promise<string> {
  try {
    await fetchProfile();
    return 'ok';
  } catch (error) {
    return error instanceof ProfileFetchBlockedError ? 'blocked' : String((error as { status?: number }).status);
  }
}

describe('profile fetch: 3 consecutive 401 replies block it for the session', () => {
  beforeEach(() => resetProfileFetchGate());

  it('fetches GET /api/user/profile', async () => {
    const fetch = replies({ body: PROFILE });
    await expect(fetchProfile()).resolves.toEqual(PROFILE);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/user/profile');
  });

  it('blocks further fetches for the session after the third 401 in a row', async () => {
    const fetch = replies(UNAUTHORIZED, UNAUTHORIZED, UNAUTHORIZED, { body: PROFILE });
    expect(await outcome()).toBe('401');
    expect(isProfileFetchBlocked()).toBe(false);
    expect(await outcome()).toBe('401');
    expect(isProfileFetchBlocked()).toBe(false);
    expect(await outcome()).toBe('401');
    expect(isProfileFetchBlocked()).toBe(true);

    expect(await outcome()).toBe('blocked');
    expect(await outcome()).toBe('blocked');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('only counts consecutive 401s: a success starts the count again', async () => {
    replies(UNAUTHORIZED, UNAUTHORIZED, { body: PROFILE }, UNAUTHORIZED, UNAUTHORIZED, { body: PROFILE });
    for (let i = 0; i < 6; i += 1) await outcome();
    expect(isProfileFetchBlocked()).toBe(false);
  });

  it('another server answer breaks the run too', async () => {
    replies(UNAUTHORIZED, UNAUTHORIZED, { status: 500, body: { error: 'down' } }, UNAUTHORIZED);
    for (let i = 0; i < 4; i += 1) await outcome();
    expect(isProfileFetchBlocked()).toBe(false);
  });

  it('a lost connection neither counts nor breaks the run', async () => {
    let call = 0;
    globalThis.fetch = jest.fn(async () => {
      call += 1;
      if (call === 2) throw new TypeError('Failed to fetch');
      return {
        ok: false,
        status: 401,
        headers: { get: () => 'application/json' },
        text: async () => '{"error":"Authentication required"}',
      } as unknown as Response;
    }) as unknown as typeof fetch;
    for (let i = 0; i < 4; i += 1) await outcome();
    expect(isProfileFetchBlocked()).toBe(true);
  });

  it('tells subscribers when it blocks, and a new session (reset) allows fetching again', async () => {
    const listener = jest.fn();
    const unsubscribe = subscribeProfileGate(listener);
    replies(UNAUTHORIZED, UNAUTHORIZED, UNAUTHORIZED, { body: PROFILE });
    for (let i = 0; i < 3; i += 1) await outcome();
    expect(listener).toHaveBeenCalledTimes(1);

    resetProfileFetchGate();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(isProfileFetchBlocked()).toBe(false);
    expect(await outcome()).toBe('ok');
    unsubscribe();
  });
});
