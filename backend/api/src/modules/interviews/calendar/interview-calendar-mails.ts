import type { Logger } from '@nestjs/common';
import { APPLICATION_NOTIFICATION_TEXTS as N, INTERVIEW_STAGE_LABELS } from '@marketplace/contracts';
import type {
  NotificationCenter,
  NotificationDelivery,
  NotificationPreferences,
  NotificationsService,
} from '../../notifications';
import type { CalendarMailApplication } from '../application-access.repository';
import type { CalendarMessage } from './interview-calendar';
import { interviewTime, renderInterviewEmail } from './interview-emails';

export type { CalendarMailApplication } from '../application-access.repository';

/**
 * The calendar event's DESCRIPTION: what the interview is, and for an invitation when (in its
 * zone), where, the link to join and the employer's message to the candidate. Built from the
 * message's invitation details only, so the interviewer's notes cannot reach it.
 */
export function invitationDescription(
  message: Pick<CalendarMessage, 'method' | 'start' | 'details'>,
  application: Pick<CalendarMailApplication, 'companyName' | 'jobTitle'>,
  stageLabel: string,
  zone: string,
  applicationsUrl: string,
): string {
  const what = `${stageLabel} with ${application.companyName} for ${application.jobTitle}.`;
  const footer = `Your applications: ${applicationsUrl}`;
  if (message.method === 'CANCEL') return `${what} Cancelled.\n\n${footer}`;
  const { location, meetingUrl, messageToCandidate } = message.details;
  const lines = [what, `When: ${interviewTime(message.start, zone)}`];
  if (location) lines.push(`Where: ${location}`);
  if (meetingUrl) lines.push(`Join: ${meetingUrl}`);
  const parts = [lines.join('\n')];
  if (messageToCandidate) parts.push(`A message from ${application.companyName}:\n${messageToCandidate}`);
  parts.push(footer);
  return parts.join('\n\n');
}

/** Where the seeker follows their applications and interviews (the notification's link). */
export const SEEKER_APPLICATIONS_PATH = '/seeker/applications';

/** What the candidate's calendar news goes through: the center records it, the mail service sends the calendar mail. */
export interface InterviewNotifier {
  center: Pick<NotificationCenter, 'notify'>;
  preferences: Pick<NotificationPreferences, 'unsubscribeUrl'>;
  mail: Pick<NotificationsService, 'sendEmail'>;
}

/** The one line a calendar message says under the bell and in the digest. */
export function interviewUpdateText(
  message: Pick<CalendarMessage, 'method' | 'rescheduled' | 'updated'>,
  application: Pick<CalendarMailApplication, 'companyName' | 'jobTitle'>,
  when: string,
): string {
  const { companyName, jobTitle } = application;
  if (message.method === 'CANCEL') return N.interviewCancelled(companyName, jobTitle, when);
  if (message.updated) return N.interviewDetailsChanged(companyName, jobTitle, when);
  if (message.rescheduled) return N.interviewMoved(companyName, jobTitle, when);
  return N.interviewScheduled(companyName, jobTitle, when);
}

/** Names one calendar message (its UID and SEQUENCE): the notification's dedupe key and the mail's delivery key. */
export function interviewUpdateKey(message: Pick<CalendarMessage, 'uid' | 'sequence'>): string {
  return `interview-update-${message.uid}-${message.sequence}`;
}

/**
 * Tells the candidate of each calendar message (call it after the commit: a rolled-back change
 * tells nothing): one 'interview-update' notification each, and, to a candidate who wants these
 * e-mails as they happen, the calendar mail as its e-mail channel. A candidate whose choice is the
 * digest or off gets no calendar mail (their calendar is not updated; the notification and the
 * applications page say what changed). A failure is logged, not thrown: the change stands. Nothing
 * goes to a deleted account. Shared by the employer's update and the cancellations of applications
 * that left the pipeline, so every message has one shape; a retried caller records and mails
 * nothing twice (the keys name the message).
 */
export async function notifyInterviewUpdates(
  notifier: InterviewNotifier,
  publicUrl: string,
  application: CalendarMailApplication,
  organizerEmail: string,
  messages: readonly CalendarMessage[],
  now: Date,
  logger: Pick<Logger, 'error'>,
): Promise<void> {
  const to = application.candidateEmail;
  if (messages.length === 0 || to === null) return;
  // The zone the employer set the interview in; the company's for an interview given none.
  const zoneOf = (message: CalendarMessage) => message.details.timeZone ?? application.companyTimeZone;
  let deliveries: NotificationDelivery[];
  try {
    deliveries = await notifier.center.notify(
      messages.map((message) => ({
        userId: application.seekerId,
        kind: 'interview-update' as const,
        text: interviewUpdateText(message, application, interviewTime(message.start, zoneOf(message))),
        link: SEEKER_APPLICATIONS_PATH,
        subjectId: application.id,
        subjectTitle: application.jobTitle,
        dedupeKey: interviewUpdateKey(message),
      })),
      { ownEmail: true },
    );
  } catch (error) {
    logger.error(
      { err: error, applicationId: application.id, messages: messages.map((message) => message.sequence) },
      'Could not record interview notifications',
    );
    return;
  }
  const host = new URL(publicUrl).hostname;
  const applicationsUrl = `${publicUrl}${SEEKER_APPLICATIONS_PATH}`;
  for (const [index, message] of messages.entries()) {
    if (deliveries[index]?.email !== 'immediate') continue;
    const stageLabel = INTERVIEW_STAGE_LABELS[message.stage];
    const zone = zoneOf(message);
    const cancel = message.method === 'CANCEL';
    try {
      const email = await renderInterviewEmail(
        {
          method: message.method,
          uid: `interview-${message.uid}@${host}`,
          sequence: message.sequence,
          start: message.start,
          timeZone: zone,
          summary: `${stageLabel}: ${application.jobTitle} at ${application.companyName}`,
          description: invitationDescription(message, application, stageLabel, zone, applicationsUrl),
          location: cancel ? null : message.details.location,
          meetingUrl: cancel ? null : message.details.meetingUrl,
          organizer: { name: application.companyName, email: organizerEmail },
          attendee: { name: application.candidateName, email: to },
          stamp: now,
        },
        {
          candidateName: application.candidateName,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
          stageLabel,
          rescheduled: message.rescheduled,
          updated: message.updated,
          location: message.details.location,
          meetingUrl: message.details.meetingUrl,
          messageToCandidate: message.details.messageToCandidate,
          applicationsUrl,
          unsubscribeUrl: await notifier.preferences.unsubscribeUrl(application.seekerId, 'interview-update'),
        },
      );
      await notifier.mail.sendEmail(
        { ...email, userId: application.seekerId },
        { dedupeKey: interviewUpdateKey(message) },
      );
    } catch (error) {
      logger.error(
        { err: error, applicationId: application.id, method: message.method, sequence: message.sequence },
        'Could not queue an interview calendar e-mail',
      );
    }
  }
}
