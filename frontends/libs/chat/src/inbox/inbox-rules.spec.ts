import { CHAT_MESSAGES } from '@marketplace/contracts';
import { buildChatThread } from '../data/test-fixtures';
import { chatComposeHref, isMessagesPage, readComposeParams } from './compose-params';
import { filterThreads } from './filter-threads';
import { inboxReferrer, sourcePageOf } from './source-page';

const ORIGIN = 'https://nestwork.example';

describe('the compose params', () => {
  it('reads compose=true with a recipient, its name, and the optional job', () => {
    const params = new URLSearchParams(
      'compose=true&recipientId=seeker-1&recipientName=Maya%20Thompson&jobId=job-7&jobTitle=Remote%20Bookkeeper',
    );
    expect(readComposeParams(params)).toEqual({
      kind: 'compose',
      request: {
        recipientId: 'seeker-1',
        recipientName: 'Maya Thompson',
        jobId: 'job-7',
        jobTitle: 'Remote Bookkeeper',
      },
    });
  });

  it('leaves the job out when it is not given, and reads blank values as none', () => {
    expect(readComposeParams(new URLSearchParams('compose=TRUE&recipientId=%20seeker-1%20&jobId=%20'))).toEqual({
      kind: 'compose',
      request: { recipientId: 'seeker-1', recipientName: null, jobId: null, jobTitle: null },
    });
  });

  it('is no compose flow without compose=true, and an error without a recipient', () => {
    expect(readComposeParams(new URLSearchParams('recipientId=seeker-1'))).toEqual({ kind: 'none' });
    expect(readComposeParams(new URLSearchParams('compose=false&recipientId=seeker-1'))).toEqual({ kind: 'none' });
    expect(readComposeParams(new URLSearchParams('compose=true&recipientName=Maya'))).toEqual({
      kind: 'invalid',
      error: CHAT_MESSAGES.recipientRequired,
    });
  });

  it('writes the link the Chat buttons open, which reads back the same', () => {
    const href = chatComposeHref({
      recipientId: 's 1',
      recipientName: 'Zoë & Co',
      jobId: 'job-7',
      jobTitle: 'A/B Tester',
    });
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe('/employer/messages');
    expect(readComposeParams(url.searchParams)).toEqual({
      kind: 'compose',
      request: { recipientId: 's 1', recipientName: 'Zoë & Co', jobId: 'job-7', jobTitle: 'A/B Tester' },
    });
    expect(new URL(chatComposeHref({ recipientId: 's', recipientName: 'N' }), ORIGIN).searchParams.has('jobId')).toBe(
      false,
    );
  });

  it('knows a messages page', () => {
    expect(isMessagesPage('/employer/messages')).toBe(true);
    expect(isMessagesPage('/seeker/messages/')).toBe(true);
    expect(isMessagesPage('/employer/messages-archive')).toBe(false);
    expect(isMessagesPage('/employer/applications')).toBe(false);
  });
});

describe('the Back target from the referrer', () => {
  it("is an employer job's applications page or the applications list of this site, with its query", () => {
    expect(sourcePageOf(`${ORIGIN}/employer/jobs/job-7/applications?status=reviewed`, ORIGIN)).toBe(
      '/employer/jobs/job-7/applications?status=reviewed',
    );
    expect(sourcePageOf(`${ORIGIN}/employer/applications`, ORIGIN)).toBe('/employer/applications');
    expect(sourcePageOf('/employer/applications/?page=2', ORIGIN)).toBe('/employer/applications/?page=2');
  });

  it('is nothing for other pages, other sites, or no referrer', () => {
    expect(sourcePageOf(`${ORIGIN}/employer/talent`, ORIGIN)).toBeNull();
    expect(sourcePageOf(`${ORIGIN}/employer/jobs/job-7/edit`, ORIGIN)).toBeNull();
    expect(sourcePageOf(`${ORIGIN}/employer/jobs/job-7/applications/extra`, ORIGIN)).toBeNull();
    expect(sourcePageOf('https://evil.example/employer/applications', ORIGIN)).toBeNull();
    expect(sourcePageOf('', ORIGIN)).toBeNull();
    expect(sourcePageOf(null, ORIGIN)).toBeNull();
  });

  it('takes the in-app page a Chat button came from before the document referrer', () => {
    expect(inboxReferrer({ chatFrom: '/employer/applications?q=maya' }, `${ORIGIN}/jobs`)).toBe(
      '/employer/applications?q=maya',
    );
    expect(inboxReferrer(null, `${ORIGIN}/employer/applications`)).toBe(`${ORIGIN}/employer/applications`);
    expect(inboxReferrer({ chatFrom: 42 }, '')).toBe('');
  });
});

describe('the inbox search filter', () => {
  const maya = buildChatThread({
    counterpart: {
      type: 'seeker',
      userId: 's1',
      name: 'Maya Thompson',
      companyName: null,
      pictureUrl: null,
      online: false,
    },
    job: { id: 'j1', title: 'Remote Bookkeeper' },
    lastMessage: {
      id: 'm1',
      content: 'See you Tuesday',
      messageType: 'text',
      senderId: 's1',
      senderType: 'seeker',
      createdAt: '2025-03-03T10:00:00.000Z',
    },
  });
  const acme = buildChatThread({
    counterpart: {
      type: 'employer',
      userId: null,
      name: 'Jordan Ellis',
      companyName: 'Acme Care',
      pictureUrl: null,
      online: true,
    },
    job: null,
  });

  it('keeps every thread for no text', () => {
    expect(filterThreads([maya, acme], '   ')).toEqual([maya, acme]);
  });

  it('matches names, companies, job titles and the latest message, any case, every word', () => {
    expect(filterThreads([maya, acme], 'maya')).toEqual([maya]);
    expect(filterThreads([maya, acme], 'ACME')).toEqual([acme]);
    expect(filterThreads([maya, acme], 'bookkeeper tuesday')).toEqual([maya]);
    expect(filterThreads([maya, acme], 'bookkeeper acme')).toEqual([]);
  });
});
