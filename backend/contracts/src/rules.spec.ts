import { JOB_CATEGORIES } from './categories';
import { CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES, JOB_FORM_MESSAGES, TEXT_MESSAGES } from './messages';
import {
  formatPhone,
  hasForbiddenCharacters,
  isBlankText,
  isEmail,
  isHttpUrl,
  isLinkedInUrl,
  jobSkillError,
  parseWholeNumber,
  passwordStrengthError,
  textFieldError,
  textLength,
  validateChangeEmail,
  validateChangePassword,
  validateJobForm,
  type JobFormInput,
} from './rules';

const today = '2026-11-21';

function validJob(overrides: Partial<JobFormInput> = {}): Partial<JobFormInput> {
  return {
    title: 'Remote Customer Success Manager',
    description:
      'Help our customers get the most from our scheduling product. You will run onboarding calls, answer tickets and share feedback.',
    requirements: 'Two years in a customer-facing role and clear written communication.',
    salaryMin: 50_000,
    salaryMax: 65_000,
    salaryType: 'yearly',
    location: 'Remote',
    jobType: 'FULL_TIME',
    experienceLevel: 'mid',
    category: 'Customer Service',
    skills: ['Zendesk', 'Onboarding'],
    website: '',
    linkedinProfile: '',
    contactPhone: '',
    applicationDeadline: null,
    ...overrides,
  };
}

describe('categories', () => {
  it('has the 28 categories, without duplicates', () => {
    expect(JOB_CATEGORIES).toHaveLength(28);
    expect(new Set(JOB_CATEGORIES).size).toBe(28);
    for (const name of [
      'Administrative',
      'Marketing',
      'Customer Service',
      'Writing',
      'Accounting',
      'Design',
      'Development',
    ]) {
      expect(JOB_CATEGORIES).toContain(name);
    }
  });
});

describe('validateJobForm', () => {
  it('accepts a complete job', () => {
    expect(validateJobForm(validJob(), { today })).toEqual({});
  });

  it('requires a title and caps it at 100 characters', () => {
    expect(validateJobForm(validJob({ title: '  ' }), { today }).title).toEqual([JOB_FORM_MESSAGES.titleRequired]);
    expect(validateJobForm(validJob({ title: 'x'.repeat(101) }), { today }).title).toEqual([
      'Title must be less than 100 characters',
    ]);
    expect(validateJobForm(validJob({ title: 'x'.repeat(100) }), { today }).title).toBeUndefined();
  });

  it('keeps the description between 100 and 5000 characters', () => {
    expect(validateJobForm(validJob({ description: 'x'.repeat(99) }), { today }).description).toEqual([
      'Job description must be at least 100 characters',
    ]);
    expect(validateJobForm(validJob({ description: 'x'.repeat(5001) }), { today }).description).toEqual([
      'Description must be less than 5000 characters',
    ]);
    expect(validateJobForm(validJob({ description: 'x'.repeat(100) }), { today }).description).toBeUndefined();
  });

  it('keeps qualifications between 50 and 2000 characters', () => {
    expect(validateJobForm(validJob({ requirements: 'x'.repeat(49) }), { today }).requirements).toHaveLength(1);
    expect(validateJobForm(validJob({ requirements: 'x'.repeat(2001) }), { today }).requirements).toHaveLength(1);
  });

  it('checks salaries and their order with both messages', () => {
    expect(validateJobForm(validJob({ salaryMin: null }), { today }).salaryMin).toEqual(['Minimum salary is required']);
    expect(validateJobForm(validJob({ salaryMax: null }), { today }).salaryMax).toEqual(['Maximum salary is required']);
    expect(validateJobForm(validJob({ salaryMax: 1_000_001 }), { today }).salaryMax).toEqual([
      'Salary must be reasonable',
    ]);
    expect(validateJobForm(validJob({ salaryMin: 0 }), { today }).salaryMin).toEqual(['Salary must be reasonable']);
    const swapped = validateJobForm(validJob({ salaryMin: 90_000, salaryMax: 60_000 }), { today });
    expect(swapped.salaryMin).toEqual(['Minimum salary cannot exceed maximum salary']);
    expect(swapped.salaryMax).toEqual(['Maximum salary must be at least the minimum salary']);
  });

  it('requires location and a category from the list', () => {
    const errors = validateJobForm(validJob({ location: '', category: 'Astrology' }), { today });
    expect(errors.location).toEqual(['Location is required']);
    expect(errors.category).toEqual(['Please select a job category']);
  });

  it('allows at most 10 skills', () => {
    const skills = Array.from({ length: 11 }, (_, i) => `Skill ${i}`);
    expect(validateJobForm(validJob({ skills }), { today }).skills).toEqual(['Maximum 10 skills allowed']);
  });

  it('checks website and LinkedIn URLs only when given', () => {
    expect(validateJobForm(validJob({ website: 'not a url' }), { today }).website).toEqual([
      'Please enter a valid URL',
    ]);
    expect(validateJobForm(validJob({ linkedinProfile: 'https://example.com/me' }), { today }).linkedinProfile).toEqual(
      ['Please enter a valid LinkedIn URL'],
    );
    expect(
      validateJobForm(
        validJob({ website: 'https://acme.co', linkedinProfile: 'https://www.linkedin.com/company/acme' }),
        { today },
      ),
    ).toEqual({});
  });

  it('rejects a deadline in the past but accepts today', () => {
    expect(validateJobForm(validJob({ applicationDeadline: '2026-11-20' }), { today }).applicationDeadline).toEqual([
      JOB_FORM_MESSAGES.deadlineInPast,
    ]);
    expect(
      validateJobForm(validJob({ applicationDeadline: '2026-11-21' }), { today }).applicationDeadline,
    ).toBeUndefined();
  });

  it('lets drafts leave required fields empty but still enforces limits', () => {
    expect(validateJobForm({ title: 'Draft' }, { today, draft: true })).toEqual({});
    expect(validateJobForm({ title: 'x'.repeat(101) }, { today, draft: true }).title).toEqual([
      'Title must be less than 100 characters',
    ]);
    expect(validateJobForm({ description: 'short' }, { today, draft: true }).description).toHaveLength(1);
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['555', '(555'],
    ['55512', '(555) 12'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('flags an incomplete phone number on the form', () => {
    expect(validateJobForm(validJob({ contactPhone: '555 12' }), { today }).contactPhone).toEqual([
      JOB_FORM_MESSAGES.phoneInvalid,
    ]);
  });
});

describe('URL helpers', () => {
  it('accepts http(s) URLs with a host name', () => {
    expect(isHttpUrl('https://nestwork.example/jobs')).toBe(true);
    expect(isHttpUrl('ftp://nestwork.example')).toBe(false);
    expect(isLinkedInUrl('https://linkedin.com/in/jane')).toBe(true);
    expect(isLinkedInUrl('https://notlinkedin.com/in/jane')).toBe(false);
  });
});

describe('validateChangeEmail', () => {
  const current = 'jane@example.com';
  const pw = 'Secret123';
  it('checks the change-email rules in order, each with its message', () => {
    expect(
      Object.values(validateChangeEmail({ newEmail: '', confirmEmail: '', currentPassword: '' }, current)).flat(),
    ).toEqual([CHANGE_EMAIL_MESSAGES.required]);
    expect(
      Object.values(
        validateChangeEmail({ newEmail: 'nope', confirmEmail: 'nope', currentPassword: pw }, current),
      ).flat(),
    ).toEqual(['Please enter a valid email address']);
    expect(
      Object.values(
        validateChangeEmail({ newEmail: 'a@b.co', confirmEmail: 'c@b.co', currentPassword: pw }, current),
      ).flat(),
    ).toEqual(['Email addresses do not match']);
    expect(
      Object.values(
        validateChangeEmail(
          { newEmail: 'JANE@example.com', confirmEmail: 'jane@example.com', currentPassword: pw },
          current,
        ),
      ).flat(),
    ).toEqual(['New email must be different from current email']);
    expect(
      validateChangeEmail(
        { newEmail: 'new@example.com', confirmEmail: 'new@example.com', currentPassword: pw },
        current,
      ),
    ).toEqual({});
  });

  it('requires the current password, on its own field, after both addresses', () => {
    expect(
      validateChangeEmail(
        { newEmail: 'new@example.com', confirmEmail: 'new@example.com', currentPassword: '' },
        current,
      ),
    ).toEqual({
      currentPassword: [CHANGE_EMAIL_MESSAGES.required],
    });
    expect(
      validateChangeEmail({ newEmail: 'new@example.com', confirmEmail: '', currentPassword: '' }, current),
    ).toEqual({ confirmEmail: [CHANGE_EMAIL_MESSAGES.required] });
    // Whatever the client sends instead of a string counts as missing.
    expect(
      validateChangeEmail({ newEmail: 'new@example.com', currentPassword: 42 as unknown as string }, current, false),
    ).toEqual({
      currentPassword: [CHANGE_EMAIL_MESSAGES.required],
    });
  });

  it('skips the confirmation on the server side', () => {
    expect(validateChangeEmail({ newEmail: 'new@example.com', currentPassword: pw }, current, false)).toEqual({});
  });
});

describe('passwords', () => {
  it('reports the first unmet requirement', () => {
    expect(passwordStrengthError('Ab1')).toBe('Password must be at least 8 characters long');
    expect(passwordStrengthError('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(passwordStrengthError('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(passwordStrengthError('Abcdefgh')).toBe('Password must contain at least one number');
    expect(passwordStrengthError('Demo-pass-2026')).toBeNull();
  });

  it('validates the change password form', () => {
    expect(Object.values(validateChangePassword({ currentPassword: 'x' })).flat()).toEqual([
      CHANGE_PASSWORD_MESSAGES.required,
    ]);
    expect(
      validateChangePassword({
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-1',
        confirmPassword: 'New-pass-2',
      }).confirmPassword,
    ).toEqual(['New passwords do not match']);
    expect(
      validateChangePassword({
        currentPassword: 'Same-pass-1',
        newPassword: 'Same-pass-1',
        confirmPassword: 'Same-pass-1',
      }).newPassword,
    ).toEqual(['New password must be different from current password']);
    expect(
      validateChangePassword({
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-1',
        confirmPassword: 'New-pass-1',
      }),
    ).toEqual({});
  });
});

describe('the shared text rules', () => {
  const controls = ['\u0000', '\u0007', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F'];

  it.each(controls.map((c) => [JSON.stringify(c), c]))(
    'refuses the control character %s everywhere',
    (_label, control) => {
      expect(hasForbiddenCharacters(`a${control}b`)).toBe(true);
      expect(hasForbiddenCharacters(`a${control}b`, true)).toBe(true);
    },
  );

  it('lets multi-line text keep tabs and line breaks, and single-line text refuse them', () => {
    expect(hasForbiddenCharacters('one\ttwo\r\nthree\n', true)).toBe(false);
    expect(hasForbiddenCharacters('one\ttwo')).toBe(true);
    expect(hasForbiddenCharacters('one\ntwo')).toBe(true);
  });

  it('refuses lone surrogates but keeps emoji and other scripts', () => {
    expect(hasForbiddenCharacters('bad \uD800 half')).toBe(true);
    expect(hasForbiddenCharacters('bad \uDC00 half')).toBe(true);
    expect(hasForbiddenCharacters('ends with \uD83D')).toBe(true);
    expect(hasForbiddenCharacters('Gärtnerin 👩‍🌾 日本語 — ok\u00A0')).toBe(false);
  });

  it('counts text made only of invisible characters as blank', () => {
    for (const invisible of [
      '',
      '   ',
      '\u200B',
      '\u200C\u200D',
      '\u2060',
      '\uFEFF',
      '\u00A0\u3000',
      '\u00AD',
      '\u3164',
      '\u2800',
      ' \u200B\t',
    ]) {
      expect(isBlankText(invisible)).toBe(true);
      expect(textLength(invisible)).toBe(0);
    }
    expect(isBlankText(undefined)).toBe(true);
    expect(isBlankText('\u200Bx')).toBe(false);
    expect(textLength('  abc ')).toBe(3);
  });

  it('gives one message per field: control characters, then blank, then too long', () => {
    const rule = { required: 'Required', max: 5, tooLong: 'Too long' };
    expect(textFieldError('ab\u0000', rule)).toBe(TEXT_MESSAGES.forbiddenCharacters);
    expect(textFieldError('\u200B\u200B', rule)).toBe('Required');
    expect(textFieldError('abcdef', rule)).toBe('Too long');
    expect(textFieldError(' abcde ', rule)).toBeNull();
    expect(textFieldError('', { max: 5, tooLong: 'Too long' })).toBeNull();
    expect(textFieldError('a\nb', { ...rule, multiLine: true })).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it('reads plain whole numbers', () => {
    expect(parseWholeNumber('1')).toBe(1);
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('-3')).toBe(-3);
    expect(parseWholeNumber('100000')).toBe(100_000);
  });

  it.each(['1e308', '0x10', '1.0', ' 1', '1 ', '+1', '', '01', '1_000', 'Infinity', 'NaN', '١'])(
    'refuses %j',
    (text) => {
      expect(parseWholeNumber(text)).toBeNull();
    },
  );

  it('takes safe integers from code, and nothing else that is not a string', () => {
    expect(parseWholeNumber(2)).toBe(2);
    for (const value of [1.5, 1e308, Number.NaN, Number.POSITIVE_INFINITY, ['1'], undefined, null, true])
      expect(parseWholeNumber(value)).toBeNull();
  });
});

describe('validateJobForm against hostile text', () => {
  it('refuses control characters in every text field with the shared message', () => {
    const fields = [
      'title',
      'description',
      'requirements',
      'location',
      'benefits',
      'website',
      'linkedinProfile',
      'contactPhone',
    ] as const;
    for (const field of fields) {
      const value = `${validJob()[field] ?? ''}x\u0000`;
      expect({ field, errors: validateJobForm(validJob({ [field]: value }), { today })[field] }).toEqual({
        field,
        errors: [TEXT_MESSAGES.forbiddenCharacters],
      });
    }
    expect(validateJobForm(validJob({ skills: ['Zendesk', 'On\u0000boarding'] }), { today }).skills).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
    expect(validateJobForm(validJob({ title: 'Remote \uD800 writer' }), { today }).title).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
  });

  it('keeps line breaks and tabs in the multi-line fields but not in the title', () => {
    const multiLine = validJob({
      description: `${'Line one.\n\tLine two. '.repeat(8)}\r\nEnd.`,
      requirements: `${'Need this.\n'.repeat(6)}`,
      benefits: 'Health\nDental',
    });
    expect(validateJobForm(multiLine, { today })).toEqual({});
    expect(validateJobForm(validJob({ title: 'Remote\nwriter' }), { today }).title).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
  });

  it('treats zero-width-only text as empty in required fields', () => {
    const errors = validateJobForm(
      validJob({ title: '\u200B\u200C\u200D', location: '\u2060\uFEFF', description: '\u200B'.repeat(150) }),
      { today },
    );
    expect(errors.title).toEqual([JOB_FORM_MESSAGES.titleRequired]);
    expect(errors.location).toEqual([JOB_FORM_MESSAGES.locationRequired]);
    expect(errors.description).toEqual([JOB_FORM_MESSAGES.descriptionTooShort]);
    expect(validateJobForm(validJob({ skills: ['Zendesk', '\u200B'] }), { today }).skills).toEqual([
      JOB_FORM_MESSAGES.skillBlank,
    ]);
  });

  it('caps the fields without a product limit at their column sizes', () => {
    expect(validateJobForm(validJob({ location: 'x'.repeat(121) }), { today }).location).toEqual([
      JOB_FORM_MESSAGES.locationTooLong,
    ]);
    expect(validateJobForm(validJob({ location: 'x'.repeat(120) }), { today }).location).toBeUndefined();
    expect(validateJobForm({ location: 'x'.repeat(121) }, { today, draft: true }).location).toEqual([
      JOB_FORM_MESSAGES.locationTooLong,
    ]);
    expect(validateJobForm(validJob({ benefits: 'x'.repeat(2001) }), { today }).benefits).toEqual([
      JOB_FORM_MESSAGES.benefitsTooLong,
    ]);
    expect(validateJobForm(validJob({ skills: ['x'.repeat(51)] }), { today }).skills).toEqual([
      JOB_FORM_MESSAGES.skillTooLong,
    ]);
    expect(validateJobForm(validJob({ skills: ['x'.repeat(50)] }), { today }).skills).toBeUndefined();
    const longUrl = `https://acme.co/${'x'.repeat(240)}`;
    expect(validateJobForm(validJob({ website: longUrl }), { today }).website).toEqual([
      JOB_FORM_MESSAGES.websiteTooLong,
    ]);
    expect(
      validateJobForm(validJob({ linkedinProfile: `https://linkedin.com/in/${'x'.repeat(240)}` }), { today })
        .linkedinProfile,
    ).toEqual([JOB_FORM_MESSAGES.linkedinTooLong]);
  });

  it('checks one skill by the rule the skills list uses', () => {
    expect(jobSkillError('x'.repeat(50))).toBeNull();
    expect(jobSkillError('x'.repeat(51))).toBe(JOB_FORM_MESSAGES.skillTooLong);
    expect(jobSkillError('\u200B\u2060')).toBe(JOB_FORM_MESSAGES.skillBlank);
    expect(jobSkillError('On\u0000boarding')).toBe(TEXT_MESSAGES.forbiddenCharacters);
  });

  it('does not let invisible text pass as a URL', () => {
    expect(validateJobForm(validJob({ website: '\u200B' }), { today }).website).toEqual([
      JOB_FORM_MESSAGES.websiteInvalid,
    ]);
  });
});

describe('e-mail addresses with control characters', () => {
  it('are not e-mail addresses, and the change-email form names the characters', () => {
    expect(isEmail('jane\u0000@example.com')).toBe(false);
    expect(isEmail('jane@example.com\u0085')).toBe(false);
    expect(
      validateChangeEmail(
        { newEmail: 'new\u0000@example.com', currentPassword: 'Secret123' },
        'jane@example.com',
        false,
      ),
    ).toEqual({ newEmail: [TEXT_MESSAGES.forbiddenCharacters] });
  });
});
