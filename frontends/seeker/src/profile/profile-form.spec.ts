import { SEEKER_PROFILE_MESSAGES, type ResumeSummary, type SeekerProfileInput } from '@marketplace/contracts';
import {
  fieldId,
  firstErrorField,
  formCompleteness,
  fromProfile,
  newEducationEntry,
  sameInput,
  toInput,
  validateForm,
  type ProfileFormState,
} from './profile-form';

const SAVED: SeekerProfileInput = {
  headline: 'Bookkeeper',
  location: 'Remote',
  phone: '(555) 123-4567',
  availability: 'two_weeks',
  experienceLevel: 'mid',
  aboutMe: 'Ten years of small-business books.',
  salaryExpectations: 62000,
  showSalaryExpectations: true,
  visibleToEmployers: true,
  skills: ['QuickBooks', 'Payroll'],
  portfolioUrls: ['https://maya.example'],
  workExperience: '<p>Harbor &amp; Pine</p>',
  education: [
    {
      institution: 'State College',
      certifications: 'BSc Accounting',
      startDate: '2010-09-01',
      endDate: '2014-06',
      notes: '',
    },
  ],
};

const RESUME: ResumeSummary = {
  id: 'r1',
  name: 'Main',
  uploadedAt: '2026-03-01T12:00:00Z',
  isDefault: true,
  fileName: 'main.pdf',
  fileType: 'application/pdf',
  fileSize: 1000,
  status: 'ready',
};

function blank(): ProfileFormState {
  return fromProfile({
    ...SAVED,
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
  });
}

describe('fromProfile and toInput', () => {
  it('round-trips a saved profile, cutting stored days off the month boxes', () => {
    const state = fromProfile(SAVED);
    expect(state.salaryExpectations).toBe('62000');
    expect(state.education[0]).toMatchObject({ startDate: '2010-09', endDate: '2014-06' });
    expect(toInput(state)).toEqual({ ...SAVED, education: [{ ...SAVED.education[0], startDate: '2010-09' }] });
  });

  it('sends blank boxes as null, trims text, formats the phone and drops empty link boxes', () => {
    const state: ProfileFormState = {
      ...blank(),
      headline: '  Bookkeeper ',
      location: '\u200B',
      phone: '555.123.4567',
      aboutMe: '   ',
      salaryExpectations: ' 50000 ',
      portfolioUrls: [' https://maya.example ', '  '],
      education: [{ ...newEducationEntry(), institution: ' State College ', startDate: '2010-09' }],
    };
    expect(toInput(state)).toEqual({
      headline: 'Bookkeeper',
      location: null,
      phone: '(555) 123-4567',
      availability: null,
      experienceLevel: null,
      aboutMe: null,
      salaryExpectations: 50000,
      showSalaryExpectations: false,
      visibleToEmployers: false,
      skills: [],
      portfolioUrls: ['https://maya.example'],
      workExperience: null,
      education: [{ institution: 'State College', certifications: '', startDate: '2010-09', endDate: null, notes: '' }],
    });
  });

  it('tells a changed form from the saved one', () => {
    const state = fromProfile(SAVED);
    expect(sameInput(toInput(state), toInput(fromProfile(SAVED)))).toBe(true);
    expect(sameInput(toInput({ ...state, headline: 'Payroll lead' }), toInput(fromProfile(SAVED)))).toBe(false);
  });
});

describe('validateForm', () => {
  it('adds each portfolio box its own message beside the contract list message', () => {
    const errors = validateForm({ ...blank(), portfolioUrls: ['https://maya.example', 'maya dot com', ''] });
    expect(errors.portfolioUrls).toEqual([SEEKER_PROFILE_MESSAGES.portfolioInvalid]);
    expect(errors['portfolioUrls.1']).toEqual([SEEKER_PROFILE_MESSAGES.portfolioInvalid]);
    expect(errors['portfolioUrls.0']).toBeUndefined();
    expect(errors['portfolioUrls.2']).toBeUndefined();
  });

  it('keeps the contract keys of education boxes', () => {
    const entry = { ...newEducationEntry(), institution: 'State College', startDate: '2014-09', endDate: '2012-06' };
    expect(validateForm({ ...blank(), education: [entry] })).toEqual({
      'education.0.endDate': [SEEKER_PROFILE_MESSAGES.endBeforeStart],
    });
  });
});

describe('firstErrorField and fieldId', () => {
  it('picks the first failing field in page order, then any other key', () => {
    const state = { ...blank(), education: [newEducationEntry(), newEducationEntry()] };
    expect(
      firstErrorField({ 'education.1.institution': ['x'], phone: ['x'], 'education.0.endDate': ['x'] }, state),
    ).toBe('phone');
    expect(firstErrorField({ 'education.1.institution': ['x'], 'education.0.endDate': ['x'] }, state)).toBe(
      'education.0.endDate',
    );
    expect(firstErrorField({ somethingNew: ['x'] }, state)).toBe('somethingNew');
    expect(firstErrorField({}, state)).toBeUndefined();
    expect(fieldId('education.1.institution')).toBe('profile-education-1-institution');
  });
});

describe('formCompleteness', () => {
  it('counts the form as typed plus the saved picture and resumes', () => {
    expect(formCompleteness(blank(), { profilePictureUrl: null, resumes: [] }).percent).toBe(0);
    const full = formCompleteness(
      { ...fromProfile(SAVED), skills: ['QuickBooks', 'Payroll', 'Excel'] },
      { profilePictureUrl: 'https://cdn.example/p.webp', resumes: [RESUME] },
    );
    expect(full).toEqual({ percent: 100, missing: [], missingKeys: [] });
  });

  it('does not count an education entry until it names an institution', () => {
    const state = { ...blank(), education: [newEducationEntry()] };
    expect(formCompleteness(state, { profilePictureUrl: null, resumes: [] }).missingKeys).toContain('education');
  });
});
