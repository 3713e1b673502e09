import { JOB_FORM_MESSAGES, TEXT_MESSAGES } from './messages';
import {
  PROFILE_COMPLETENESS_ITEMS,
  RESUME_MESSAGES,
  SEEKER_PROFILE_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  type SeekerProfileInput,
  isProfileMonth,
  profileCompleteness,
  resumeNameError,
  richTextPlainText,
  validateSeekerProfile,
} from './seeker-profile';

const M = SEEKER_PROFILE_MESSAGES;

const valid: SeekerProfileInput = {
  headline: 'Remote customer success lead',
  location: 'Austin, TX',
  phone: '512-555-0142',
  availability: 'two_weeks',
  experienceLevel: 'senior',
  aboutMe: 'Parent of two.\n\tI like calm, written communication.',
  salaryExpectations: 85_000,
  showSalaryExpectations: true,
  visibleToEmployers: true,
  skills: ['Zendesk', 'Onboarding', 'SQL'],
  portfolioUrls: ['https://maya.example/work', 'http://blog.maya.example'],
  workExperience: '<p><strong>Acme</strong> 2019–2024</p>\n<ul><li>Led a team of 6</li></ul>',
  education: [
    {
      institution: 'University of Texas',
      certifications: 'BA Communication',
      startDate: '2010-09',
      endDate: '2014-05',
      notes: 'Dean’s list\nTwice',
    },
    { institution: 'Coursera', certifications: '', startDate: '2020-01-15', endDate: null, notes: '' },
  ],
};

const empty: SeekerProfileInput = {
  headline: null,
  location: null,
  phone: null,
  availability: null,
  experienceLevel: null,
  aboutMe: null,
  salaryExpectations: null,
  showSalaryExpectations: false,
  visibleToEmployers: false,
  skills: [],
  portfolioUrls: [],
  workExperience: null,
  education: [],
};

const errorsOf = (changes: Record<string, unknown>) => validateSeekerProfile({ ...valid, ...changes });

describe('validateSeekerProfile', () => {
  it('accepts a complete profile, an empty one, blank optional text and a partial body', () => {
    expect(validateSeekerProfile(valid)).toEqual({});
    expect(validateSeekerProfile(empty)).toEqual({});
    expect(errorsOf({ headline: '', location: '   ', phone: '', aboutMe: '', workExperience: '' })).toEqual({});
    expect(validateSeekerProfile({})).toEqual({});
  });

  it('names each broken rule at once', () => {
    expect(
      validateSeekerProfile({
        headline: 'h'.repeat(161),
        location: 'l'.repeat(121),
        phone: '555-01',
        availability: 'tomorrow',
        experienceLevel: 'guru',
        aboutMe: 'a'.repeat(2001),
        salaryExpectations: 0,
        showSalaryExpectations: 'yes',
        skills: ['SQL', 'sql'],
        portfolioUrls: ['ftp://maya.example'],
        workExperience: 42,
        education: [{ institution: ' ', certifications: '', startDate: '2020-13', endDate: null, notes: '' }],
      }),
    ).toEqual({
      headline: [M.headlineTooLong],
      location: [M.locationTooLong],
      phone: [M.phoneInvalid],
      availability: [M.availabilityInvalid],
      experienceLevel: [M.experienceLevelInvalid],
      aboutMe: [M.aboutMeTooLong],
      salaryExpectations: [M.salaryInvalid],
      showSalaryExpectations: [M.showSalaryInvalid],
      skills: [M.skillsDuplicate],
      portfolioUrls: [M.portfolioInvalid],
      workExperience: [M.workExperienceInvalid],
      'education.0.institution': [M.institutionRequired],
      'education.0.startDate': [M.dateInvalid],
    });
  });

  describe('single-line text (headline, location)', () => {
    it('allows exactly the maximum after trimming and refuses one more', () => {
      expect(errorsOf({ headline: ` ${'h'.repeat(SEEKER_PROFILE_LIMITS.headlineMax)} ` })).toEqual({});
      expect(errorsOf({ location: 'l'.repeat(SEEKER_PROFILE_LIMITS.locationMax) })).toEqual({});
      expect(errorsOf({ headline: 'h'.repeat(161) })).toEqual({ headline: [M.headlineTooLong] });
      expect(errorsOf({ location: 'l'.repeat(121) })).toEqual({ location: [M.locationTooLong] });
    });

    it('refuses control characters and line breaks, and anything that is not text', () => {
      expect(errorsOf({ headline: 'Lead\u0000' })).toEqual({ headline: [TEXT_MESSAGES.forbiddenCharacters] });
      expect(errorsOf({ location: 'Austin\nTX' })).toEqual({ location: [TEXT_MESSAGES.forbiddenCharacters] });
      expect(errorsOf({ headline: 42 })).toEqual({ headline: [M.headlineTooLong] });
      expect(errorsOf({ location: ['Austin'] })).toEqual({ location: [M.locationTooLong] });
    });
  });

  it('takes US phone numbers in any punctuation and refuses the rest', () => {
    for (const phone of ['(512) 555-0142', '5125550142', '+1 512 555 0142', '1-512-555-0142'])
      expect(errorsOf({ phone })).toEqual({});
    for (const phone of ['555-0142', '512555014', 'call me', '(512) 555-0142\u0007', 5125550142])
      expect(errorsOf({ phone })).toEqual({ phone: [M.phoneInvalid] });
  });

  it('takes availability and experience level from their lists only', () => {
    for (const availability of ['immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking'])
      expect(errorsOf({ availability })).toEqual({});
    for (const experienceLevel of ['entry', 'mid', 'senior', 'lead']) expect(errorsOf({ experienceLevel })).toEqual({});
    expect(errorsOf({ availability: 'Immediately' })).toEqual({ availability: [M.availabilityInvalid] });
    expect(errorsOf({ availability: '' })).toEqual({ availability: [M.availabilityInvalid] });
    expect(errorsOf({ experienceLevel: 'Senior' })).toEqual({ experienceLevel: [M.experienceLevelInvalid] });
    expect(errorsOf({ experienceLevel: 3 })).toEqual({ experienceLevel: [M.experienceLevelInvalid] });
  });

  it('lets about me span lines (tabs and line breaks) up to 2000 characters', () => {
    expect(errorsOf({ aboutMe: `${'a'.repeat(1000)}\n\t${'b'.repeat(998)}` })).toEqual({});
    expect(errorsOf({ aboutMe: 'a'.repeat(2001) })).toEqual({ aboutMe: [M.aboutMeTooLong] });
    expect(errorsOf({ aboutMe: 'Hello\u0008' })).toEqual({ aboutMe: [TEXT_MESSAGES.forbiddenCharacters] });
  });

  it('takes salary expectations as whole dollars from 1 to 1,000,000', () => {
    expect(M.salaryInvalid).toContain('1,000,000');
    for (const salaryExpectations of [1, 85_000, 1_000_000, null]) expect(errorsOf({ salaryExpectations })).toEqual({});
    for (const salaryExpectations of [0, -5, 1_000_001, 85_000.5, '85000', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(errorsOf({ salaryExpectations })).toEqual({ salaryExpectations: [M.salaryInvalid] });
    }
  });

  it('takes showSalaryExpectations as a boolean only', () => {
    expect(errorsOf({ showSalaryExpectations: false })).toEqual({});
    expect(errorsOf({ showSalaryExpectations: 'true' })).toEqual({ showSalaryExpectations: [M.showSalaryInvalid] });
    expect(errorsOf({ showSalaryExpectations: null })).toEqual({ showSalaryExpectations: [M.showSalaryInvalid] });
  });

  it('takes visibleToEmployers (may employers find me) as a boolean only', () => {
    expect(errorsOf({ visibleToEmployers: false })).toEqual({});
    expect(errorsOf({ visibleToEmployers: undefined })).toEqual({});
    expect(errorsOf({ visibleToEmployers: 'yes' })).toEqual({ visibleToEmployers: [M.visibleToEmployersInvalid] });
    expect(errorsOf({ visibleToEmployers: null })).toEqual({ visibleToEmployers: [M.visibleToEmployersInvalid] });
  });

  describe('skills', () => {
    it('allows up to 20 and refuses more', () => {
      const twenty = Array.from({ length: SEEKER_PROFILE_LIMITS.skillsMax }, (_, i) => `Skill ${i}`);
      expect(errorsOf({ skills: twenty })).toEqual({});
      expect(errorsOf({ skills: [...twenty, 'One more'] })).toEqual({ skills: [M.skillsTooMany] });
      expect(errorsOf({ skills: 'SQL' })).toEqual({ skills: [M.skillsTooMany] });
    });

    it('refuses the same skill twice in any case or spacing, rather than dropping one silently', () => {
      expect(errorsOf({ skills: ['Zendesk', ' zendesk '] })).toEqual({ skills: [M.skillsDuplicate] });
    });

    it('checks each skill as the skills picker does', () => {
      expect(errorsOf({ skills: ['SQL', '  '] })).toEqual({ skills: [JOB_FORM_MESSAGES.skillBlank] });
      expect(errorsOf({ skills: ['s'.repeat(51)] })).toEqual({ skills: [JOB_FORM_MESSAGES.skillTooLong] });
      expect(errorsOf({ skills: ['SQL\u0000'] })).toEqual({ skills: [TEXT_MESSAGES.forbiddenCharacters] });
      expect(errorsOf({ skills: [7] })).toEqual({ skills: [JOB_FORM_MESSAGES.skillBlank] });
    });
  });

  describe('portfolio links', () => {
    it('allows up to 5 http(s) links with a host name', () => {
      const five = Array.from({ length: SEEKER_PROFILE_LIMITS.portfolioUrlsMax }, (_, i) => `https://site${i}.example`);
      expect(errorsOf({ portfolioUrls: five })).toEqual({});
      expect(errorsOf({ portfolioUrls: [...five, 'https://six.example'] })).toEqual({
        portfolioUrls: [M.portfolioTooMany],
      });
    });

    it('refuses other schemes, bare words, control characters and anything that is not a list of text', () => {
      for (const url of [
        'javascript:alert(1)',
        'ftp://maya.example',
        'maya.example',
        'https://localhost',
        'https://maya.example/\u0007',
        '',
      ]) {
        expect(errorsOf({ portfolioUrls: [url] })).toEqual({ portfolioUrls: [M.portfolioInvalid] });
      }
      expect(errorsOf({ portfolioUrls: [42] })).toEqual({ portfolioUrls: [M.portfolioInvalid] });
      expect(errorsOf({ portfolioUrls: 'https://maya.example' })).toEqual({ portfolioUrls: [M.portfolioInvalid] });
    });

    it('refuses links over 255 characters', () => {
      const base = 'https://maya.example/';
      expect(errorsOf({ portfolioUrls: [`${base}${'p'.repeat(255 - base.length)}`] })).toEqual({});
      expect(errorsOf({ portfolioUrls: [`${base}${'p'.repeat(256 - base.length)}`] })).toEqual({
        portfolioUrls: [M.urlTooLong],
      });
    });
  });

  describe('work experience', () => {
    it('takes HTML text up to 20,000 characters, with line breaks and tabs', () => {
      expect(errorsOf({ workExperience: 'x'.repeat(SEEKER_PROFILE_LIMITS.workExperienceMax) })).toEqual({});
      expect(errorsOf({ workExperience: '<p>a</p>\n\t<p>b</p>\r\n' })).toEqual({});
      expect(errorsOf({ workExperience: 'x'.repeat(SEEKER_PROFILE_LIMITS.workExperienceMax + 1) })).toEqual({
        workExperience: [M.workExperienceTooLong],
      });
    });

    it('refuses control characters and anything that is not text', () => {
      expect(errorsOf({ workExperience: '<p>a\u0000</p>' })).toEqual({
        workExperience: [TEXT_MESSAGES.forbiddenCharacters],
      });
      expect(errorsOf({ workExperience: { html: '<p>a</p>' } })).toEqual({ workExperience: [M.workExperienceInvalid] });
    });
  });

  describe('education', () => {
    const entry = {
      institution: 'UT Austin',
      certifications: 'BA',
      startDate: '2010-09',
      endDate: '2014-05',
      notes: '',
    };

    it('allows up to 10 entries and refuses more, or anything that is not a list', () => {
      expect(errorsOf({ education: Array.from({ length: SEEKER_PROFILE_LIMITS.educationMax }, () => entry) })).toEqual(
        {},
      );
      expect(errorsOf({ education: Array.from({ length: 11 }, () => entry) })).toEqual({
        education: [M.educationTooMany],
      });
      expect(errorsOf({ education: entry })).toEqual({ education: [M.educationTooMany] });
    });

    it('keys each entry’s errors by its index and field', () => {
      expect(
        errorsOf({
          education: [
            entry,
            {
              institution: 'i'.repeat(151),
              certifications: 'c'.repeat(201),
              startDate: null,
              endDate: null,
              notes: 'n'.repeat(1001),
            },
            {
              institution: '',
              certifications: 'Cert\u0000',
              startDate: '2014-5',
              endDate: 'May 2015',
              notes: 'Tab\tand\nlines are fine',
            },
          ],
        }),
      ).toEqual({
        'education.1.institution': [M.institutionTooLong],
        'education.1.certifications': [M.certificationsTooLong],
        'education.1.notes': [M.notesTooLong],
        'education.2.institution': [M.institutionRequired],
        'education.2.certifications': [TEXT_MESSAGES.forbiddenCharacters],
        'education.2.startDate': [M.dateInvalid],
        'education.2.endDate': [M.dateInvalid],
      });
    });

    it('takes months or dates (empty when unknown) and refuses an end before the start', () => {
      for (const dates of [
        { startDate: '', endDate: '' },
        { startDate: null, endDate: '2014-05' },
        { startDate: '2014-05', endDate: '2014-05-31' },
        { startDate: '2014-05-20', endDate: '2014-05-01' },
        { startDate: '1900-01', endDate: '2100-12' },
      ]) {
        expect(errorsOf({ education: [{ ...entry, ...dates }] })).toEqual({});
      }
      expect(errorsOf({ education: [{ ...entry, startDate: '2014-06', endDate: '2014-05' }] })).toEqual({
        'education.0.endDate': [M.endBeforeStart],
      });
      expect(errorsOf({ education: [{ ...entry, startDate: '1899-12', endDate: '2101-01' }] })).toEqual({
        'education.0.startDate': [M.dateInvalid],
        'education.0.endDate': [M.dateInvalid],
      });
      expect(errorsOf({ education: [{ ...entry, startDate: 201409 }] })).toEqual({
        'education.0.startDate': [M.dateInvalid],
      });
    });

    it('reads an entry that is not an object as an entry without an institution', () => {
      expect(errorsOf({ education: [null, 'UT'] })).toEqual({
        'education.0.institution': [M.institutionRequired],
        'education.1.institution': [M.institutionRequired],
      });
    });
  });
});

describe('isProfileMonth', () => {
  it('takes YYYY-MM and YYYY-MM-DD between 1900 and 2100', () => {
    expect(['2024-01', '2024-12-31', '1900-01', '2100-12'].map(isProfileMonth)).toEqual([true, true, true, true]);
    expect(
      ['2024-00', '2024-13', '2024-1', '24-01', '2024-01-32', '1899-12', '2101-01', '2024/01', ''].map(isProfileMonth),
    ).toEqual(Array(9).fill(false));
  });
});

describe('resumeNameError', () => {
  it('requires a name of at most 100 characters without control characters', () => {
    expect(resumeNameError('Customer success 2026')).toBeNull();
    expect(resumeNameError(` ${'r'.repeat(SEEKER_PROFILE_LIMITS.resumeNameMax)} `)).toBeNull();
    expect(resumeNameError('r'.repeat(101))).toBe(RESUME_MESSAGES.nameTooLong);
    expect(resumeNameError('')).toBe(RESUME_MESSAGES.nameRequired);
    expect(resumeNameError('   ')).toBe(RESUME_MESSAGES.nameRequired);
    expect(resumeNameError(undefined)).toBe(RESUME_MESSAGES.nameRequired);
    expect(resumeNameError(12)).toBe(RESUME_MESSAGES.nameRequired);
    expect(resumeNameError('CV\u0000')).toBe(TEXT_MESSAGES.forbiddenCharacters);
  });
});

describe('RESUME_MESSAGES.limitReached', () => {
  it('names the plan’s number of versions', () => {
    expect(RESUME_MESSAGES.limitReached(1)).toBe('Your plan keeps 1 resume version. Delete one to upload another.');
    expect(RESUME_MESSAGES.limitReached(3)).toBe('Your plan keeps 3 resume versions. Delete one to upload another.');
  });
});

describe('profileCompleteness', () => {
  const complete = {
    profilePictureUrl: 'https://signed.example/me.webp',
    headline: 'Lead',
    location: 'Austin, TX',
    availability: 'flexible' as const,
    experienceLevel: 'lead' as const,
    aboutMe: 'Hello',
    skills: ['A', 'B', 'C'],
    workExperience: '<p>Acme</p>',
    education: [{ institution: 'UT', certifications: '', startDate: null, endDate: null, notes: '' }],
    resumes: [
      {
        id: 'r',
        name: 'CV',
        uploadedAt: '2026-11-25T10:00:00.000Z',
        isDefault: true,
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
        fileSize: 1,
        status: 'ready' as const,
      },
    ],
  };
  const nothing = {
    profilePictureUrl: null,
    headline: null,
    location: null,
    availability: null,
    experienceLevel: null,
    aboutMe: null,
    skills: [],
    workExperience: null,
    education: [],
    resumes: [],
  };

  it('is 100 with nothing missing for a complete profile', () => {
    expect(profileCompleteness(complete)).toEqual({ percent: 100, missing: [], missingKeys: [] });
  });

  it('lists everything, in the editor’s order, for an empty profile', () => {
    expect(profileCompleteness(nothing)).toEqual({
      percent: 0,
      missing: PROFILE_COMPLETENESS_ITEMS.map((item) => item.label),
      missingKeys: PROFILE_COMPLETENESS_ITEMS.map((item) => item.key),
    });
  });

  it('counts each item once: blank text, fewer than 3 skills and empty rich text are missing', () => {
    const partial = profileCompleteness({
      ...complete,
      headline: ' \u200b ',
      skills: ['A', 'B'],
      workExperience: '<p> &nbsp; </p><br>',
      resumes: [],
    });
    expect(partial).toEqual({
      percent: 60,
      missing: ['Add a headline', 'Add at least 3 skills', 'Describe your work experience', 'Upload a resume'],
      missingKeys: ['headline', 'skills', 'workExperience', 'resume'],
    });
    expect(
      profileCompleteness({ ...nothing, location: 'Austin', aboutMe: 'Hi', education: complete.education }).percent,
    ).toBe(30);
  });
});

describe('richTextPlainText', () => {
  it('reads the visible text of rich text', () => {
    expect(richTextPlainText('<p><strong>Acme</strong>&nbsp;Corp</p><ul><li>Led</li></ul>')).toBe('Acme Corp Led');
    expect(richTextPlainText('<p>&#160;</p>')).toBe('');
    expect(richTextPlainText(null)).toBe('');
    expect(richTextPlainText(undefined)).toBe('');
  });
});
