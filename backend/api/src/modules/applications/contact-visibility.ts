import type { ApplicationStatus } from '@marketplace/contracts';

/** The statuses that open a seeker's contact details to the employer: invited to interview, or hired. */
export const CONTACT_OPENING_STATUSES: readonly ApplicationStatus[] = ['interview', 'hired'];

/**
 * The one contact rule, for every answer an employer gets (the talent profile, the applicant
 * profile, the interview data): a seeker's e-mail and phone are the employer's to see only once
 * one of the seeker's applications to that employer's company's jobs is in interview or hired,
 * and not withdrawn. `applications` are the seeker's applications to the company's jobs (any
 * others are the caller's bug). An invitation to apply opens nothing: the seeker has not answered
 * it, and an employer could otherwise collect the address of every seeker who lets employers find them.
 */
export function contactVisible(
  applications: ReadonlyArray<{ status: ApplicationStatus; withdrawn: boolean }>,
): boolean {
  return applications.some(
    (application) => !application.withdrawn && CONTACT_OPENING_STATUSES.includes(application.status),
  );
}

/** A seeker's contact details; null once the account is deleted. */
export interface ContactDetails {
  email: string;
  phone: string | null;
}

/** What an employer's answer carries of a seeker's contact: the decision, and the details only when it allows them. */
export interface SeekerContact {
  contactVisible: boolean;
  email?: string;
  phone?: string | null;
}

/**
 * The contact fields of an answer: `email` and `phone` are left out of the object (not null) while
 * `visible` is false, so serialisers and logs never carry them; absent too once the account is gone.
 */
export function toSeekerContact(visible: boolean, details: ContactDetails | null): SeekerContact {
  if (!visible || details === null) return { contactVisible: visible };
  return { contactVisible: true, email: details.email, phone: details.phone };
}
