import { AUDIT_ACTIONS } from '@marketplace/contracts';
import { AUDIT_RULES, pathsNamingUser, recogniseRequest, requestPatternsOf, userTargetCaptures } from './audit-actions';

const JOB = '4b7c0a8e-9a57-4c35-9d0e-1f1b7d0f3a52';
const USER = '0d5e2f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

describe('audit rules', () => {
  it('name every action of the contract, and only those', () => {
    expect([...new Set(AUDIT_RULES.map((rule) => rule.action))].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('put the target in the words exactly when the path names one', () => {
    for (const rule of AUDIT_RULES) {
      expect([rule.path, rule.done.includes('{target}'), rule.tried.includes('{target}')]).toEqual([
        rule.path,
        rule.target !== undefined,
        rule.target !== undefined,
      ]);
      // A named target is the route's only parameter, so the captured segment is its id.
      if (rule.target) expect([rule.path, rule.path.match(/:[A-Za-z]+/g)?.length]).toEqual([rule.path, 1]);
    }
  });

  it('keep one rule per method and path', () => {
    const keys = AUDIT_RULES.map((rule) => `${rule.method} ${rule.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('recogniseRequest', () => {
  it('finds the rule by method and path, with the id the path names', () => {
    expect(recogniseRequest('POST', `/api/employer/jobs/${JOB}/archive`)).toEqual({
      rule: expect.objectContaining({ action: 'job.archive' }),
      targetId: JOB,
    });
    expect(recogniseRequest('PUT', `/api/employer/jobs/${JOB}`)).toEqual({
      rule: expect.objectContaining({ action: 'job.edit' }),
      targetId: JOB,
    });
    expect(recogniseRequest('PATCH', '/api/user/profile')).toEqual({
      rule: expect.objectContaining({ action: 'profile.update' }),
      targetId: null,
    });
  });

  it('tells apart routes that differ only by method or by a literal segment', () => {
    expect(recogniseRequest('PATCH', `/api/seeker/job-alerts/${JOB}`)?.rule.action).toBe('alert.schedule');
    expect(recogniseRequest('PUT', `/api/seeker/job-alerts/${JOB}`)?.rule.action).toBe('alert.edit');
    expect(recogniseRequest('DELETE', `/api/seeker/job-alerts/${JOB}`)?.rule.action).toBe('alert.delete');
    expect(recogniseRequest('POST', '/api/employer/applications/bulk-status/undo')?.rule.action).toBe(
      'application.bulkUndo',
    );
    expect(recogniseRequest('POST', '/api/employer/applications/bulk-status')?.rule.action).toBe(
      'application.bulkStatus',
    );
    expect(recogniseRequest('PUT', `/api/employer/applications/${JOB}/status`)?.rule.action).toBe('application.status');
  });

  it('accepts a trailing slash, as the router does', () => {
    expect(recogniseRequest('POST', `/api/employer/jobs/${JOB}/fill/`)?.targetId).toBe(JOB);
  });

  it('knows nothing of other methods, longer paths or other routes', () => {
    expect(recogniseRequest('GET', '/api/user/profile')).toBeNull();
    expect(recogniseRequest('POST', `/api/employer/jobs/${JOB}/archive/now`)).toBeNull();
    expect(recogniseRequest('POST', '/api/somewhere/new')).toBeNull();
    expect(recogniseRequest('POST', '/api/user/profileX')).toBeNull();
  });

  it('keeps an id that is not a UUID as it was sent (the lookup skips it)', () => {
    expect(recogniseRequest('POST', '/api/employer/jobs/not-a-job/submit')?.targetId).toBe('not-a-job');
  });
});

describe('patterns for the database', () => {
  it('match the requests of one action and no others (the same dialect in JavaScript and PostgreSQL)', () => {
    const email = requestPatternsOf('account.email');
    expect(email.map((request) => request.method)).toEqual(['POST', 'POST']);
    const matches = (method: string, route: string) =>
      email.some((request) => request.method === method && new RegExp(request.pattern).test(route));
    expect(matches('POST', '/api/seeker/account/email')).toBe(true);
    expect(matches('POST', '/api/employer/account/email')).toBe(true);
    expect(matches('POST', '/api/account/password')).toBe(false);
    expect(
      requestPatternsOf('job.archive').map((request) =>
        new RegExp(request.pattern).test(`/api/employer/jobs/${JOB}/archive`),
      ),
    ).toEqual([true]);
  });

  it('find the paths that name a user, and capture the id they name', () => {
    const [naming] = pathsNamingUser(USER);
    expect(new RegExp(naming!).test(`/api/employer/talent/${USER}/invitations`)).toBe(true);
    expect(new RegExp(naming!).test(`/api/employer/talent/${JOB}/invitations`)).toBe(false);
    const [capture] = userTargetCaptures();
    expect(new RegExp(capture!).exec(`/api/employer/talent/${USER}/invitations`)?.[1]).toBe(USER);
    expect(new RegExp(capture!).exec('/api/employer/talent/not-a-user/invitations')).toBeNull();
  });
});
