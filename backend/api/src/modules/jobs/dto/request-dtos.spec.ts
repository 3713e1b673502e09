import type { Type } from '@nestjs/common';
import { ADMIN_QUERY_MESSAGES, JOB_POSTING_MESSAGES, JOB_SEARCH_MESSAGES } from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { createValidationPipe } from '../../../core/errors/validation';
import { WRONG_TYPE_MESSAGE } from '../posting/job-posting-input';
import { CreateJobAlertDto, JobAlertUnsubscribeQueryDto, UpdateJobAlertDto } from './job-alerts.dto';
import { AdminJobsQueryDto, RejectJobDto } from './job-moderation.dto';
import { JobPostingDto } from './job-posting.dto';
import { JobSearchQueryDto } from './job-search.dto';

async function read(metatype: Type<unknown>, value: unknown, type: 'body' | 'query' = 'body'): Promise<unknown> {
  return createValidationPipe().transform(value, { type, metatype });
}

async function fieldErrorsOf(
  metatype: Type<unknown>,
  value: unknown,
  type: 'body' | 'query' = 'body',
): Promise<Record<string, string[]>> {
  const error = await read(metatype, value, type).catch((e: unknown) => e);
  if (!(error instanceof RequestValidationException))
    throw new Error(`expected a validation error, got ${JSON.stringify(error)}`);
  return error.fieldErrors;
}

describe('JobPostingDto', () => {
  it('accepts the form as the employer app sends it, drafts with empty fields too, and drops unknown fields', async () => {
    const form = {
      title: 'Writer',
      salaryMin: 60000,
      salaryMax: null,
      skills: ['Docs'],
      applicationDeadline: null,
      isCompanyPrivate: false,
      isFlexible: true,
    };
    expect(await read(JobPostingDto, { ...form, status: 'approved', companyId: 'other' })).toEqual(form);
    expect(await read(JobPostingDto, { draft: true, title: '', salaryType: '' })).toEqual({
      draft: true,
      title: '',
      salaryType: '',
    });
    expect(await read(JobPostingDto, undefined)).toEqual({});
  });

  it('refuses every wrong JSON type with the per-field message, leaving the form rules to the service', async () => {
    expect(
      await fieldErrorsOf(JobPostingDto, {
        draft: 'yes',
        title: 42,
        description: { text: 'x' },
        salaryMin: '60000',
        salaryMax: true,
        skills: 'Docs, Markdown',
        applicationDeadline: 20260101,
        contactPhone: ['555'],
        isFlexible: 1,
      }),
    ).toEqual({
      draft: [WRONG_TYPE_MESSAGE],
      title: [WRONG_TYPE_MESSAGE],
      description: [WRONG_TYPE_MESSAGE],
      salaryMin: [WRONG_TYPE_MESSAGE],
      salaryMax: [WRONG_TYPE_MESSAGE],
      skills: [WRONG_TYPE_MESSAGE],
      applicationDeadline: [WRONG_TYPE_MESSAGE],
      contactPhone: [WRONG_TYPE_MESSAGE],
      isFlexible: [WRONG_TYPE_MESSAGE],
    });
    expect(await fieldErrorsOf(JobPostingDto, { skills: ['Docs', 7, null] })).toEqual({ skills: [WRONG_TYPE_MESSAGE] });
    // Too long, too many skills or an unknown category are rules, not types: the service reports them.
    expect(
      await read(JobPostingDto, {
        title: 'x'.repeat(500),
        skills: Array.from({ length: 50 }, String),
        category: 'Astrology',
      }),
    ).toBeInstanceOf(JobPostingDto);
  });
});

describe('RejectJobDto', () => {
  it('lets a missing or blank reason through to the rule, and refuses a reason that is not text', async () => {
    expect(await read(RejectJobDto, {})).toEqual({});
    expect(await read(RejectJobDto, { reason: '  ' })).toEqual({ reason: '  ' });
    expect(await fieldErrorsOf(RejectJobDto, { reason: ['Spam'] })).toEqual({
      reason: [JOB_POSTING_MESSAGES.rejectionReasonRequired],
    });
  });
});

describe('job alert DTOs', () => {
  it('checks types only: an unknown frequency is the service’s to refuse, with the query’s own error', async () => {
    expect(await read(CreateJobAlertDto, { query: 'category=Nope', frequency: 'hourly' })).toEqual({
      query: 'category=Nope',
      frequency: 'hourly',
    });
    expect(await fieldErrorsOf(CreateJobAlertDto, { query: { q: 'designer' }, frequency: 1 })).toEqual({
      query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
    });
  });

  it('refuses a paused flag that is not a boolean', async () => {
    expect(await fieldErrorsOf(UpdateJobAlertDto, { paused: 'yes' })).toEqual({
      paused: [JOB_POSTING_MESSAGES.alertPausedInvalid],
    });
    expect(await read(UpdateJobAlertDto, { paused: false })).toEqual({ paused: false });
  });

  it('refuses an unsubscribe token sent twice', async () => {
    expect(await fieldErrorsOf(JobAlertUnsubscribeQueryDto, { token: ['a', 'b'] }, 'query')).toEqual({
      token: [JOB_POSTING_MESSAGES.unsubscribeInvalid],
    });
  });
});

describe('query DTOs', () => {
  it('keeps search parameters as sent, text or lists, and drops parameters the search does not know', async () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, {
      q: 'designer',
      category: ['Design', 'Writing'],
      utm_source: 'mail',
      constructor: 'x',
      ['__proto__']: 'x',
    });
    const parsed = (await read(JobSearchQueryDto, query, 'query')) as Record<string, unknown>;
    expect(parsed).toBeInstanceOf(JobSearchQueryDto);
    expect({ ...parsed }).toEqual({ q: 'designer', category: ['Design', 'Writing'] });
    expect(await fieldErrorsOf(JobSearchQueryDto, { q: 5, category: ['Design', 7] }, 'query')).toEqual({
      q: [JOB_SEARCH_MESSAGES.single],
      category: [JOB_SEARCH_MESSAGES.single],
    });
  });

  it('leaves paging rules to the service but refuses a page sent twice', async () => {
    expect(await read(AdminJobsQueryDto, { page: '0' }, 'query')).toEqual({ page: '0' });
    expect(await fieldErrorsOf(AdminJobsQueryDto, { page: ['1', '2'] }, 'query')).toEqual({
      page: [ADMIN_QUERY_MESSAGES.pageInvalid],
    });
  });
});
