import { APPLICATION_STATUS_LABELS } from './applications';
import type { ApplicationStatus } from './enums';
import { EMPLOYER_APPLICATION_LIMITS } from './employer-applications';
import { NOTIFICATION_KIND_INFO, type NotificationKind } from './notification-center';

/**
 * E-mail notifications about applications: what each kind of mail says, and the texts of its
 * unsubscribe page. Every kind can be turned off by its recipient with the link in the mail (no
 * sign-in: the link carries a signed token), GET or one-click POST
 * /api/notifications/unsubscribe?token=.
 */

/** A kind of notification e-mail: every notification kind can reach its recipient by e-mail (notification-center.ts). */
export type EmailKind = NotificationKind;

/** What a kind of mail is about, completing "we will no longer e-mail you ..." on the unsubscribe page. */
export function emailKindDescription(kind: EmailKind): string {
  return NOTIFICATION_KIND_INFO[kind].description;
}

/**
 * The not-selected mail waits this long after the change: past the employer's undo window
 * (EMPLOYER_APPLICATION_LIMITS.undoSeconds) plus a margin, and it is sent only if the application
 * is still not selected by then.
 */
export const NOT_SELECTED_EMAIL_DELAY_SECONDS = EMPLOYER_APPLICATION_LIMITS.undoSeconds + 5;

/** GET and POST /api/notifications/unsubscribe?token= (the link of every notification e-mail). */
export interface EmailUnsubscribeParams {
  token?: string;
}

/** Texts of the unsubscribe page and route. */
export const NOTIFICATION_MESSAGES = {
  unsubscribedTitle: 'Unsubscribed',
  unsubscribed: (kind: EmailKind) =>
    `You are unsubscribed: we will no longer e-mail you ${emailKindDescription(kind)}.`,
  unsubscribeInvalidTitle: 'Link not valid',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link exactly as it appears in the e-mail.',
  /** The fine print of every notification mail; the link's label follows it. */
  whyThisEmail: (kind: EmailKind) => `We e-mail you ${emailKindDescription(kind)}.`,
  unsubscribeLink: 'Unsubscribe from these e-mails',
} as const;

/** What each application e-mail says (the templates in backend/api's applications module render these). */
export const APPLICATION_EMAIL_TEXTS = {
  greeting: (name: string) => `Hi ${name},`,
  yourApplications: 'Your applications',
  browseJobs: 'Browse new jobs',
  /** The status the mail is about, in the name the seeker's applications list gives it. */
  status: (status: ApplicationStatus) => `Status: ${APPLICATION_STATUS_LABELS[status]}`,
  received: {
    subject: (jobTitle: string, company: string) => `Application received: ${jobTitle} at ${company}`,
    body: (jobTitle: string, company: string) =>
      `Thank you for applying to ${jobTitle} at ${company}. Your application is with the employer now.`,
    next: "We'll e-mail you when they move it forward. You can follow it any time in your applications.",
  },
  interview: {
    subject: (jobTitle: string, company: string) => `${company} would like to interview you for ${jobTitle}`,
    body: (jobTitle: string, company: string) =>
      `Good news: ${company} moved your application for ${jobTitle} to the interview stage.`,
    next: 'They will be in touch about the details; interview times they set reach you as calendar invitations.',
  },
  hired: {
    subject: (jobTitle: string, company: string) => `Congratulations! ${company} hired you for ${jobTitle}`,
    body: (jobTitle: string, company: string) => `Congratulations! ${company} marked you as hired for ${jobTitle}.`,
    next: 'They will be in touch about your start. All the best in your new role!',
  },
  notSelected: {
    subject: (jobTitle: string) => `An update on your application for ${jobTitle}`,
    body: (jobTitle: string, company: string) =>
      `Thank you for applying to ${jobTitle} at ${company}. They have decided to go ahead with other candidates this time.`,
    encouragement:
      'We know this is disappointing. It says nothing about what you bring: employers often choose between many strong applicants for a single opening. New flexible and remote jobs are posted every day, and the right one may be next.',
    next: 'Keep going: a saved search can e-mail you new matches as they are posted.',
  },
} as const;

/**
 * The one line each notification about an application says under the bell and in the daily digest
 * (the e-mails above say more). The company reads as the seeker's lists show it.
 */
export const APPLICATION_NOTIFICATION_TEXTS = {
  received: (jobTitle: string, company: string) => `Application sent: ${jobTitle} at ${company}`,
  reviewed: (jobTitle: string, company: string) => `${company} reviewed your application for ${jobTitle}`,
  interview: (jobTitle: string, company: string) => `${company} would like to interview you for ${jobTitle}`,
  hired: (jobTitle: string, company: string) => `Congratulations! ${company} hired you for ${jobTitle}`,
  notSelected: (jobTitle: string, company: string) => `An update on your application for ${jobTitle} at ${company}`,
  /** To each employer of the company. */
  newApplicant: (jobTitle: string, seekerName: string) => `New applicant for ${jobTitle}: ${seekerName}`,
  /** Calendar changes; `when` is the start written out in the interview's time zone. */
  interviewScheduled: (company: string, jobTitle: string, when: string) =>
    `Interview scheduled with ${company} for ${jobTitle}: ${when}`,
  interviewMoved: (company: string, jobTitle: string, when: string) =>
    `Interview moved with ${company} for ${jobTitle}: now ${when}`,
  interviewDetailsChanged: (company: string, jobTitle: string, when: string) =>
    `Interview details changed with ${company} for ${jobTitle}: ${when}`,
  interviewCancelled: (company: string, jobTitle: string, when: string) =>
    `Interview cancelled with ${company} for ${jobTitle}: ${when}`,
} as const;

/**
 * What the employers' moderation e-mails say: every live employer of the company that
 * posted the job gets one when an admin approves or rejects it (the templates in backend/api's
 * jobs module, moderation/, render these).
 */
export const JOB_MODERATION_EMAIL_TEXTS = {
  greeting: (name: string) => `Hi ${name},`,
  yourJobs: 'Your jobs',
  approved: {
    subject: (jobTitle: string) => `Your job is live: ${jobTitle}`,
    body: (jobTitle: string) =>
      `Good news: our review team approved ${jobTitle}. It is live on the job board now, and job seekers can find it and apply.`,
    viewJob: 'View the live job',
    next: 'You can follow its applicants, mark it filled or archive it from your jobs.',
  },
  rejected: {
    subject: (jobTitle: string) => `Changes needed before ${jobTitle} can go live`,
    body: (jobTitle: string) => `Our review team could not approve ${jobTitle} as it stands. Their reason:`,
    next: 'Edit the job to address this and submit it again; we review resubmitted jobs in the order they arrive.',
    editJob: 'Edit the job',
  },
} as const;

/**
 * What the Solo Email Blast mail says (a job-posting package): the job, sent once to the seekers whose
 * job alerts or profile skills match it (the template in backend/api's billing module, email-blast/).
 */
export const JOB_BLAST_EMAIL_TEXTS = {
  subject: (jobTitle: string) => `A new job for you: ${jobTitle}`,
  greeting: (name: string) => `Hi ${name},`,
  intro: 'A new job was just posted on Nestwork that matches your job alerts or the skills in your profile:',
  viewJob: 'View the job',
  next: 'Apply while it is fresh: new listings get the most attention in their first days.',
} as const;
