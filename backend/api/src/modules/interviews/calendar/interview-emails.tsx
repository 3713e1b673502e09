import { INTERVIEW_MESSAGES } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import {
  ActionLink,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  renderEmail,
} from '../../notifications';
import { type InterviewInvitation, interviewIcs, invitationTimeZone } from './interview-invitation';

/** What the invitation and cancellation mails say. */
export interface InterviewEmailProps {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  stageLabel: string;
  /** The interview's start, written out in the company's time zone, e.g. "Thursday, December 10, 2026 at 9:00 AM PST". */
  when: string;
  /** A REQUEST for an interview the candidate held another time of. */
  rescheduled: boolean;
  applicationsUrl: string;
}

/** "Thursday, December 10, 2026 at 9:00 AM PST": the start in the zone the invitation is written in. */
export function interviewTime(start: Date, zone: string): string {
  const local = DateTime.fromJSDate(start, { zone: invitationTimeZone(zone) }).setLocale('en-US');
  return `${local.toFormat('cccc, LLLL d, yyyy')} at ${local.toFormat('h:mm a ZZZZ')}`;
}

// Interview mails are about the candidate's own application: transactional, no List-Unsubscribe.

/** METHOD:REQUEST: the interview's time, new or moved; the calendar part carries Accept/Decline. */
export const interviewInvitationTemplate: EmailTemplate<InterviewEmailProps> = {
  category: 'interview-invitation',
  subject: ({ jobTitle, companyName, rescheduled }) =>
    (rescheduled ? INTERVIEW_MESSAGES.invitationUpdatedSubject : INTERVIEW_MESSAGES.invitationSubject)(
      jobTitle,
      companyName,
    ),
  body: ({ candidateName, jobTitle, companyName, stageLabel, when, rescheduled, applicationsUrl }) => (
    <EmailLayout preview={`${stageLabel}: ${when}`}>
      <Paragraph>{`Hi ${candidateName},`}</Paragraph>
      <Paragraph>
        {rescheduled
          ? `${companyName} moved your ${stageLabel.toLowerCase()} for ${jobTitle} to ${when}.`
          : `${companyName} invites you to a ${stageLabel.toLowerCase()} for ${jobTitle} on ${when}.`}
      </Paragraph>
      <Paragraph>Use your calendar's Accept or Decline to answer; the invitation is attached to this e-mail.</Paragraph>
      <FinePrint>
        <ActionLink href={applicationsUrl}>Your applications on Nestwork</ActionLink>
      </FinePrint>
    </EmailLayout>
  ),
};

/** METHOD:CANCEL: the time the candidate held is off. */
export const interviewCancellationTemplate: EmailTemplate<InterviewEmailProps> = {
  category: 'interview-cancellation',
  subject: ({ jobTitle, companyName }) => INTERVIEW_MESSAGES.cancellationSubject(jobTitle, companyName),
  body: ({ candidateName, jobTitle, companyName, stageLabel, when, applicationsUrl }) => (
    <EmailLayout preview={`${stageLabel} on ${when} is cancelled`}>
      <Paragraph>{`Hi ${candidateName},`}</Paragraph>
      <Paragraph>{`${companyName} cancelled your ${stageLabel.toLowerCase()} for ${jobTitle} on ${when}. They will be in touch if they set a new time.`}</Paragraph>
      <FinePrint>
        <ActionLink href={applicationsUrl}>Your applications on Nestwork</ActionLink>
      </FinePrint>
    </EmailLayout>
  ),
};

/** The mail of one calendar message: rendered body and its .ics, sent as nodemailer's icalEvent. */
export async function renderInterviewEmail(
  invitation: InterviewInvitation,
  props: Omit<InterviewEmailProps, 'when'>,
): Promise<EmailMessage> {
  const template = invitation.method === 'CANCEL' ? interviewCancellationTemplate : interviewInvitationTemplate;
  const message = await renderEmail(template, invitation.attendee.email, {
    ...props,
    when: interviewTime(invitation.start, invitation.timeZone),
  });
  return {
    ...message,
    calendar: {
      method: invitation.method,
      content: interviewIcs(invitation),
      filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    },
  };
}
