import { COMPANY_PROFILE_MESSAGES, validateCompanyProfile } from './company-profile';
import { TEXT_MESSAGES } from './messages';

const valid = {
  name: 'Brightside Books',
  logoUrl: null,
  website: 'https://brightside.example',
  linkedinUrl: 'https://www.linkedin.com/company/brightside',
  about: 'We keep books.\nRemote first.',
  size: '11-50',
};

describe('validateCompanyProfile', () => {
  it('accepts a complete profile and one with every optional field empty', () => {
    expect(validateCompanyProfile(valid)).toEqual({});
    expect(
      validateCompanyProfile({ name: 'A', logoUrl: null, website: '', linkedinUrl: null, about: null, size: null }),
    ).toEqual({});
  });

  it('names each broken rule', () => {
    expect(
      validateCompanyProfile({
        name: '  ',
        website: 'not a url',
        linkedinUrl: 'https://twitter.com/brightside',
        about: 'x'.repeat(3001),
        size: 'huge',
        logoUrl: 42,
      }),
    ).toEqual({
      name: [COMPANY_PROFILE_MESSAGES.nameRequired],
      website: [COMPANY_PROFILE_MESSAGES.websiteInvalid],
      linkedinUrl: [COMPANY_PROFILE_MESSAGES.linkedinInvalid],
      about: [COMPANY_PROFILE_MESSAGES.aboutTooLong],
      size: [COMPANY_PROFILE_MESSAGES.sizeInvalid],
      logoUrl: [COMPANY_PROFILE_MESSAGES.logoNotAllowed],
    });
  });

  it('refuses names over 120 characters, long URLs and control characters', () => {
    expect(validateCompanyProfile({ ...valid, name: 'n'.repeat(121) }).name).toEqual([
      COMPANY_PROFILE_MESSAGES.nameTooLong,
    ]);
    expect(validateCompanyProfile({ ...valid, website: `https://a.example/${'p'.repeat(240)}` }).website).toEqual([
      COMPANY_PROFILE_MESSAGES.urlTooLong,
    ]);
    expect(validateCompanyProfile({ ...valid, name: 'Bright\u0000side' }).name).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
    expect(validateCompanyProfile({ ...valid, website: 'https://a.example/\u0007' }).website).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
  });
});
