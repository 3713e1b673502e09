import { AuditNames, describeRequest, refsOf, toAuditLogEntry } from './audit-log.mapper';
import type { AuditRow, NamedThing } from './audit-log.repository';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const EMPLOYER = '22222222-2222-4222-8222-222222222222';
const SEEKER = '33333333-3333-4333-8333-333333333333';
const JOB = '44444444-4444-4444-8444-444444444444';
const APPLICATION = '55555555-5555-4555-8555-555555555555';
const RESUME = '66666666-6666-4666-8666-666666666666';
const GONE = '77777777-7777-4777-8777-777777777777';

const NAMES = new AuditNames([
  { kind: 'user', id: ADMIN, name: 'Avery Admin', detail: null },
  { kind: 'user', id: EMPLOYER, name: 'Jordan Ellis', detail: null },
  { kind: 'user', id: SEEKER, name: 'Maya Thompson', detail: null },
  { kind: 'job', id: JOB, name: 'Remote Bookkeeper', detail: null },
  { kind: 'application', id: APPLICATION, name: 'Remote Bookkeeper', detail: 'Maya Thompson' },
  { kind: 'resume', id: RESUME, name: 'Maya-CV.pdf', detail: null },
] satisfies NamedThing[]);

function row(method: string, route: string, statusCode = 200, overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    id: 'a1',
    adminId: ADMIN,
    targetUserId: EMPLOYER,
    method,
    route,
    statusCode: statusCode,
    at: new Date('2026-12-10T15:04:00.000Z'),
    ...overrides,
  };
}

const say = (method: string, route: string, statusCode = 200) => describeRequest(row(method, route, statusCode), NAMES);

describe('describeRequest: what a recorded write did, in words', () => {
  it('names the target by its current name', () => {
    expect(say('POST', `/api/employer/jobs/${JOB}/archive`)).toBe('Archived the job Remote Bookkeeper');
    expect(say('POST', `/api/employer/jobs/${JOB}/fill`)).toBe('Marked the job Remote Bookkeeper as filled');
    expect(say('PUT', `/api/seeker/saved-jobs/${JOB}`)).toBe('Saved the job Remote Bookkeeper');
    expect(say('PUT', `/api/employer/applications/${APPLICATION}/status`)).toBe(
      "Changed the status of Maya Thompson's application for Remote Bookkeeper",
    );
    expect(say('PATCH', `/api/seeker/resumes/${RESUME}`)).toBe('Renamed the resume Maya-CV.pdf or made it the default');
    expect(say('POST', `/api/employer/talent/${SEEKER}/invitations`)).toBe('Invited Maya Thompson to apply to a job');
  });

  it('says what was tried when the request was refused or failed (400 and above)', () => {
    expect(say('POST', `/api/employer/jobs/${JOB}/archive`, 409)).toBe('Tried to archive the job Remote Bookkeeper');
    expect(say('POST', '/api/account/password', 403)).toBe('Tried to change the password');
    expect(say('PATCH', '/api/user/profile', 500)).toBe('Tried to update the account profile');
    expect(say('PATCH', '/api/user/profile', 399)).toBe('Updated the account profile');
  });

  it('falls back to words for a target that is gone, or an id that never named one', () => {
    expect(say('POST', `/api/employer/jobs/${GONE}/archive`)).toBe('Archived a job that no longer exists');
    expect(say('POST', '/api/employer/jobs/not-a-uuid/submit', 404)).toBe(
      'Tried to submit a job that no longer exists for review',
    );
    expect(say('POST', `/api/seeker/applications/${GONE}/withdraw`)).toBe(
      'Withdrew an application that no longer exists',
    );
    expect(say('POST', `/api/employer/talent/${GONE}/invitations`, 404)).toBe(
      'Tried to invite a user who no longer exists to apply to a job',
    );
    // The resume this very request deleted has no name left to show.
    expect(say('DELETE', `/api/seeker/resumes/${GONE}`)).toBe('Deleted a resume');
  });

  it('names a request no rule knows by its method and path', () => {
    expect(say('POST', '/api/employer/jobs/x/y/z')).toBe('Made a change: POST /api/employer/jobs/x/y/z');
    expect(say('DELETE', '/api/somewhere', 404)).toBe('Tried to make a change: DELETE /api/somewhere');
  });

  it('puts a name with "$&" or "{target}" in it in as it is', () => {
    const names = new AuditNames([{ kind: 'job', id: JOB, name: 'Save $& {target} now', detail: null }]);
    expect(describeRequest(row('POST', `/api/employer/jobs/${JOB}/archive`), names)).toBe(
      'Archived the job Save $& {target} now',
    );
  });
});

describe('toAuditLogEntry', () => {
  it('gives the words, who, as whom, the outcome and when', () => {
    expect(toAuditLogEntry(row('POST', `/api/employer/jobs/${JOB}/archive`), NAMES)).toEqual({
      id: 'a1',
      summary: 'Archived the job Remote Bookkeeper',
      action: 'job.archive',
      admin: { id: ADMIN, name: 'Avery Admin' },
      actingAs: { id: EMPLOYER, name: 'Jordan Ellis' },
      refused: false,
      method: 'POST',
      route: `/api/employer/jobs/${JOB}/archive`,
      statusCode: 200,
      at: '2026-12-10T15:04:00.000Z',
    });
  });

  it('marks refused requests, and has no action for a request no rule knows', () => {
    expect(toAuditLogEntry(row('POST', '/api/account/delete', 403), NAMES)).toMatchObject({
      action: 'account.delete',
      refused: true,
      statusCode: 403,
    });
    expect(toAuditLogEntry(row('POST', '/api/new/route'), NAMES)).toMatchObject({ action: null, refused: false });
  });

  it('names people it cannot find as deleted accounts are named', () => {
    const entry = toAuditLogEntry(row('PATCH', '/api/user/profile', 200, { adminId: GONE, targetUserId: GONE }), NAMES);
    expect([entry.admin, entry.actingAs]).toEqual([
      { id: GONE, name: 'Deleted user' },
      { id: GONE, name: 'Deleted user' },
    ]);
  });
});

describe('refsOf: what one page needs named', () => {
  it('lists the people and each target with a UUID, skipping the rest', () => {
    expect(
      refsOf([
        row('POST', `/api/employer/jobs/${JOB}/archive`),
        row('POST', '/api/employer/jobs/not-a-uuid/archive', 404, { adminId: ADMIN, targetUserId: SEEKER }),
        row('POST', `/api/seeker/job-alerts/${GONE}/restore`),
      ]),
    ).toEqual([
      { kind: 'user', id: ADMIN },
      { kind: 'user', id: EMPLOYER },
      { kind: 'job', id: JOB },
      { kind: 'user', id: ADMIN },
      { kind: 'user', id: SEEKER },
      { kind: 'user', id: ADMIN },
      { kind: 'user', id: EMPLOYER },
    ]);
  });
});
