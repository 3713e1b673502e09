import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('answers true for a unique_violation naming the constraint, in its field or only in its message', () => {
    expect(
      isUniqueViolation(
        { code: '23505', constraint: 'applications_job_seeker_unique' },
        'applications_job_seeker_unique',
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(
        { code: '23505', message: 'duplicate key value violates unique constraint "applications_job_seeker_unique"' },
        'applications_job_seeker_unique',
      ),
    ).toBe(true);
  });

  it('answers false for another constraint, another error code, or no error object', () => {
    expect(
      isUniqueViolation({ code: '23505', constraint: 'users_email_lower_unique' }, 'applications_job_seeker_unique'),
    ).toBe(false);
    expect(
      isUniqueViolation(
        { code: '23503', constraint: 'applications_job_seeker_unique' },
        'applications_job_seeker_unique',
      ),
    ).toBe(false);
    expect(isUniqueViolation(undefined, 'applications_job_seeker_unique')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'applications_job_seeker_unique')).toBe(false);
  });
});
