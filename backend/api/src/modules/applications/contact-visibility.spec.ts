import { APPLICATION_STATUSES, type ApplicationStatus } from '@marketplace/contracts';
import { contactVisible, toSeekerContact } from './contact-visibility';

const applied = (status: ApplicationStatus, withdrawn = false) => ({ status, withdrawn });
const details = { email: 'maya@example.com', phone: '(512) 555-0142' };

describe('the contact rule', () => {
  it('opens contact details from interview on (interview, hired), never before', () => {
    expect(APPLICATION_STATUSES.filter((status) => contactVisible([applied(status)]))).toEqual(['interview', 'hired']);
  });

  it('opens nothing without an application to the company: an invitation to apply is not one', () => {
    expect(contactVisible([])).toBe(false);
  });

  it('never counts a withdrawn application, even one in interview or hired', () => {
    expect(contactVisible([applied('interview', true), applied('hired', true)])).toBe(false);
  });

  it('is one answer for the seeker and company: any open application in interview or hired decides', () => {
    expect(contactVisible([applied('pending'), applied('rejected'), applied('reviewed')])).toBe(false);
    expect(contactVisible([applied('pending'), applied('hired')])).toBe(true);
    expect(contactVisible([applied('interview', true), applied('interview')])).toBe(true);
  });
});

describe('toSeekerContact', () => {
  it('leaves e-mail and phone out of the object (not null) while withheld', () => {
    const withheld = toSeekerContact(false, details);
    expect(withheld).toEqual({ contactVisible: false });
    expect(Object.keys(withheld)).toEqual(['contactVisible']);
    expect(JSON.stringify(withheld)).not.toMatch(/maya|555/);
  });

  it('carries both once allowed, a missing phone as null', () => {
    expect(toSeekerContact(true, details)).toEqual({ contactVisible: true, ...details });
    expect(toSeekerContact(true, { ...details, phone: null })).toEqual({
      contactVisible: true,
      email: 'maya@example.com',
      phone: null,
    });
  });

  it('carries no details of a deleted account, allowed or not', () => {
    expect(toSeekerContact(true, null)).toEqual({ contactVisible: true });
  });
});
