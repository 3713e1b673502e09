import {
  formatTalentCount,
  invitationNoteOf,
  isPremiumMember,
  readTalentSearchQuery,
  splitName,
  TALENT_HISTORY_NOTES,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  talentHistoryNote,
  talentJobStatusLabel,
  talentSearchQueryString,
  validateInviteToJob,
} from './talent';

const M = TALENT_MESSAGES;

describe('talent search query', () => {
  it('reads keywords, skills, availability, experience level and a cursor', () => {
    const { query, errors } = readTalentSearchQuery({
      q: '  react   developer ',
      skill: ['React', ' TypeScript ', 'react', ''],
      availability: ['two_weeks', 'immediately'],
      experienceLevel: 'senior',
      cursor: 'abc_DEF-1',
      unknown: 'ignored',
    });
    expect(errors).toEqual({});
    expect(query).toEqual({
      q: 'react developer',
      skills: ['React', 'TypeScript'],
      // In the list's order, whatever the URL's.
      availability: ['immediately', 'two_weeks'],
      experienceLevels: ['senior'],
      cursor: 'abc_DEF-1',
    });
  });

  it('treats blank values as no filter', () => {
    expect(readTalentSearchQuery({ q: '   ', skill: ' ', availability: '', cursor: '' })).toEqual({
      query: { q: null, skills: [], availability: [], experienceLevels: [], cursor: null },
      errors: {},
    });
  });

  it('names every bad parameter with the contract message', () => {
    const { errors } = readTalentSearchQuery({
      q: 'x'.repeat(TALENT_LIMITS.queryMaxLength + 1),
      skill: Array.from({ length: TALENT_LIMITS.skillsMax + 1 }, (_, index) => `Skill ${index}`),
      availability: 'tomorrow',
      experienceLevel: ['mid', 'guru'],
      cursor: 'not a cursor!',
    });
    expect(errors).toEqual({
      q: [M.queryTooLong],
      skill: [M.skillsTooMany],
      availability: [M.availabilityInvalid],
      experienceLevel: [M.experienceLevelInvalid],
      cursor: [M.cursorInvalid],
    });
  });

  it('refuses repeated single parameters and control characters', () => {
    expect(readTalentSearchQuery({ q: ['a', 'b'] }).errors).toEqual({ q: [M.single] });
    expect(readTalentSearchQuery({ q: 'a\u0000b' }).errors).toEqual({ q: [M.searchInvalid] });
    expect(readTalentSearchQuery({ skill: 'x'.repeat(60) }).errors.skill).toHaveLength(1);
  });

  it('writes the same URL for the same search, empty values left out', () => {
    expect(
      talentSearchQueryString({
        q: ' sql ',
        skill: ['SQL', 'sql', ' Excel '],
        availability: ['flexible', 'immediately'],
        experienceLevel: ['lead', 'entry'],
      }),
    ).toBe(
      'q=sql&skill=SQL&skill=Excel&availability=immediately&availability=flexible&experienceLevel=entry&experienceLevel=lead',
    );
    expect(talentSearchQueryString({ q: '  ', skill: [] })).toBe('');
  });

  it('counts candidates with the cap', () => {
    expect(formatTalentCount({ total: 1, totalIsCapped: false })).toBe('1 candidate');
    expect(formatTalentCount({ total: 240, totalIsCapped: false })).toBe('240 candidates');
    expect(formatTalentCount({ total: TALENT_LIMITS.countCap, totalIsCapped: true })).toBe('1,000+ candidates');
  });
});

describe('the Professional Profile', () => {
  it('splits a name into first and last', () => {
    expect(splitName('Maya Thompson')).toEqual({ firstName: 'Maya', lastName: 'Thompson' });
    expect(splitName('  Mary Ann  de Vries ')).toEqual({ firstName: 'Mary Ann de', lastName: 'Vries' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it("shows 'Premium Member' only for a plan other than 'none'", () => {
    expect(isPremiumMember({ membershipPlan: 'none' })).toBe(false);
    expect(isPremiumMember({ membershipPlan: 'gold' })).toBe(true);
  });

  it('notes the history as spec section 4 says', () => {
    const entry = { jobStatus: 'approved' as const, withdrawn: false };
    expect(talentHistoryNote({ ...entry, applicationStatus: 'hired' })).toBe(TALENT_HISTORY_NOTES.hired);
    expect(TALENT_HISTORY_NOTES).toEqual({
      hired: 'Previously hired',
      inInterview: 'Currently in interview process',
      pastInterview: 'Past interview',
    });
    expect(talentHistoryNote({ ...entry, applicationStatus: 'interview' })).toBe('Currently in interview process');
    expect(talentHistoryNote({ ...entry, applicationStatus: 'interview', jobStatus: 'expired' })).toBe(
      'Past interview',
    );
    expect(talentHistoryNote({ ...entry, applicationStatus: 'interview', jobStatus: 'filled' })).toBe('Past interview');
    expect(talentHistoryNote({ ...entry, applicationStatus: 'interview', withdrawn: true })).toBeNull();
    for (const status of ['pending', 'reviewed', 'rejected'] as const)
      expect(talentHistoryNote({ ...entry, applicationStatus: status })).toBeNull();
  });

  it('labels an approved job Active', () => {
    expect(talentJobStatusLabel('approved')).toBe('Active');
    expect(talentJobStatusLabel('expired')).toBe('expired');
    expect(talentJobStatusLabel('pending_review')).toBe('pending review');
  });

  it('keeps the spec texts of the talent profile', () => {
    expect(M.emailHidden).toBe('Email available after hiring or interview');
    expect(M.fetchFailed).toBe('Failed to fetch talent profile');
  });
});

describe('Invite to Job', () => {
  it('needs a job and takes an optional note up to the limit', () => {
    expect(validateInviteToJob({ jobId: 'a-job' })).toEqual({});
    expect(validateInviteToJob({ jobId: 'a-job', note: null })).toEqual({});
    expect(validateInviteToJob({ jobId: 'a-job', note: 'Line one\nLine two' })).toEqual({});
    expect(validateInviteToJob({ jobId: 'a-job', note: 'x'.repeat(TALENT_LIMITS.invitationNoteMax) })).toEqual({});
    expect(validateInviteToJob({ jobId: ' ', note: 'x'.repeat(TALENT_LIMITS.invitationNoteMax + 1) })).toEqual({
      jobId: [M.jobRequired],
      note: [M.noteTooLong],
    });
    expect(validateInviteToJob({ jobId: 5, note: 7 })).toEqual({ jobId: [M.jobRequired], note: [M.noteTooLong] });
    expect(M.noteTooLong).toBe('Note must be at most 1,000 characters');
  });

  it('stores a note trimmed, blank as none', () => {
    expect(invitationNoteOf('  Hello  ')).toBe('Hello');
    expect(invitationNoteOf(' \u200b ')).toBeNull();
    expect(invitationNoteOf(undefined)).toBeNull();
  });
});
