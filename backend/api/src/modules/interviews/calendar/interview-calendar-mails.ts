import type { Logger } from '@nestjs/common';
import { INTERVIEW_STAGE_LABELS } from '@marketplace/contracts';
import type { NotificationsService } from '../../notifications';
import type { CalendarMailApplication } from '../application-access.repository';
import type { CalendarMessage } from './interview-calendar';
import { renderInterviewEmail } from './interview-emails';

export type { CalendarMailApplication } from '../application-access.repository';

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
    try {
      const email = await renderInterviewEmail(
        {
          method: message.method,
          uid: `interview-${message.uid}@${host}`,
          sequence: message.sequence,
          start: message.start,
          timeZone: application.companyTimeZone,
          summary: `${stageLabel}: ${application.jobTitle} at ${application.companyName}`,
          description: `${stageLabel} with ${application.companyName} for ${application.jobTitle}. Your applications: ${applicationsUrl}`,
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
