import type { Logger } from '@nestjs/common';
import { INTERVIEW_STAGE_LABELS } from '@marketplace/contracts';
import type { NotificationsService } from '../../notifications';
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

/**
 * Queues one e-mail per calendar message to the candidate (call it after the commit: a rolled-back
 * change sends nothing). A failure to queue is logged, not thrown: the change stands. Nothing goes
 * to a candidate without an address (a deleted account). Shared by the employer's update and the
 * cancellations of applications that left the pipeline, so every message has one shape.
 */
export async function queueCalendarMails(
  notifications: Pick<NotificationsService, 'sendEmail'>,
  publicUrl: string,
  application: CalendarMailApplication,
  organizerEmail: string,
  messages: readonly CalendarMessage[],
  now: Date,
  logger: Pick<Logger, 'error'>,
): Promise<void> {
  const to = application.candidateEmail;
  if (messages.length === 0 || to === null) return;
  const host = new URL(publicUrl).hostname;
  for (const message of messages) {
    const stageLabel = INTERVIEW_STAGE_LABELS[message.stage];
    const applicationsUrl = `${publicUrl}/seeker/applications`;
    // The zone the employer set the interview in; the company's for an interview given none.
    const zone = message.details.timeZone ?? application.companyTimeZone;
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
        },
      );
      await notifications.sendEmail(email);
    } catch (error) {
      logger.error(
        { err: error, applicationId: application.id, method: message.method, sequence: message.sequence },
        'Could not queue an interview calendar e-mail',
      );
    }
  }
}
