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
  UnsubscribeNote,
} from '../../notifications';
import { type InterviewInvitation, interviewIcs, invitationTimeZone } from './interview-invitation';

/** What the invitation and cancellation mails say. */
export interface InterviewEmailProps {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  stageLabel: string;
  /** The interview's start, written out in its time zone, e.g. "Thursday, December 10, 2026 at 6:00 PM CET (Europe/Berlin)". */
  when: string;
  /** A REQUEST for an interview the candidate held another time of. */
  rescheduled: boolean;
  /** A REQUEST at the time the candidate holds, with a new zone, place, link or message. */
  updated: boolean;
  location: string | null;
  meetingUrl: string | null;
  /** The employer's message to the candidate (the interviewer's notes are never passed here). */
  messageToCandidate: string | null;
  applicationsUrl: string;
  /** The signed link that turns interview e-mails off, also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

// English locales whose short zone names cover the zones people schedule in most: en-US names the
// American zones (EST, PDT), en-GB the European ones (CET, BST), en-IN IST, en-AU and en-NZ theirs,
// en-ZA SAST. A zone none of them names reads as its offset (GMT+9).
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-ZA'] as const;
const OFFSET_NAME = /^(?:GMT|UTC)[+\-\u2212]\d/;

/** The zone's short name at an instant ("CET", "PDT", "IST"), or its offset ("GMT+9") where no English locale names it. */
export function timeZoneAbbreviation(at: Date, zone: string): string {
  let offset: string | null = null;
  for (const locale of ABBREVIATION_LOCALES) {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!OFFSET_NAME.test(name)) return name;
    offset ??= name.replace('\u2212', '-');
  }
  return offset ?? zone;
}

/**
 * "Thursday, December 10, 2026 at 6:00 PM CET (Europe/Berlin)": the start in the zone the invitation
 * is written in, with the zone's short name and the zone (a place, so not for Etc/UTC).
 */
export function interviewTime(start: Date, zone: string | null): string {
  const tzid = invitationTimeZone(zone);
  const local = DateTime.fromJSDate(start, { zone: tzid }).setLocale('en-US');
  const abbreviation = timeZoneAbbreviation(start, tzid);
  // Etc/UTC and its kind are no place: their short name says it all.
  const named = abbreviation === tzid || tzid.startsWith('Etc/') ? '' : ` (${tzid})`;
  return `${local.toFormat('cccc, LLLL d, yyyy')} at ${local.toFormat('h:mm a')} ${abbreviation}${named}`;
}

/** The employer's message as paragraphs, its line breaks kept. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <Paragraph key={index}>
          {paragraph
            .split('\n')
            .flatMap((line, lineIndex) => (lineIndex > 0 ? [<br key={lineIndex} />, line] : [line]))}
        </Paragraph>
      ))}
    </>
  );
}

function inviteLine({ companyName, stageLabel, jobTitle, when, rescheduled, updated }: InterviewEmailProps): string {
  const interview = `${stageLabel.toLowerCase()} for ${jobTitle}`;
  if (updated) return `${companyName} updated the details of your ${interview} on ${when}.`;
  if (rescheduled) return `${companyName} moved your ${interview} to ${when}.`;
  return `${companyName} invites you to a ${interview} on ${when}.`;
}

// Interview mails are the e-mail of the seeker's 'interview-update' notifications: each carries the
// link that turns them off (the notification stays in the app).

/** METHOD:REQUEST: the interview's time, new or moved, or its details; the calendar part carries Accept/Decline. */
export const interviewInvitationTemplate: EmailTemplate<InterviewEmailProps> = {
  category: 'interview-invitation',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: ({ jobTitle, companyName, rescheduled, updated }) =>
    (updated
      ? INTERVIEW_MESSAGES.invitationDetailsSubject
      : rescheduled
        ? INTERVIEW_MESSAGES.invitationUpdatedSubject
        : INTERVIEW_MESSAGES.invitationSubject)(jobTitle, companyName),
  body: (props) => (
    <EmailLayout preview={`${props.stageLabel}: ${props.when}`}>
      <Paragraph>{`Hi ${props.candidateName},`}</Paragraph>
      <Paragraph>{inviteLine(props)}</Paragraph>
      {props.location ? <Paragraph>{`Where: ${props.location}`}</Paragraph> : null}
      {props.meetingUrl ? (
        <Paragraph>
          <ActionLink href={props.meetingUrl}>Join the meeting</ActionLink>
        </Paragraph>
      ) : null}
      {props.messageToCandidate ? (
        <>
          <Paragraph>{`A message from ${props.companyName}:`}</Paragraph>
          <MessageText text={props.messageToCandidate} />
        </>
      ) : null}
      <Paragraph>Use your calendar's Accept or Decline to answer; the invitation is attached to this e-mail.</Paragraph>
      <FinePrint>
        <ActionLink href={props.applicationsUrl}>Your applications on Nestwork</ActionLink>
      </FinePrint>
      <UnsubscribeNote kind="interview-update" href={props.unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** METHOD:CANCEL: the time the candidate held is off. */
export const interviewCancellationTemplate: EmailTemplate<InterviewEmailProps> = {
  category: 'interview-cancellation',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: ({ jobTitle, companyName }) => INTERVIEW_MESSAGES.cancellationSubject(jobTitle, companyName),
  body: ({ candidateName, jobTitle, companyName, stageLabel, when, applicationsUrl, unsubscribeUrl }) => (
    <EmailLayout preview={`${stageLabel} on ${when} is cancelled`}>
      <Paragraph>{`Hi ${candidateName},`}</Paragraph>
      <Paragraph>{`${companyName} cancelled your ${stageLabel.toLowerCase()} for ${jobTitle} on ${when}. They will be in touch if they set a new time.`}</Paragraph>
      <FinePrint>
        <ActionLink href={applicationsUrl}>Your applications on Nestwork</ActionLink>
      </FinePrint>
      <UnsubscribeNote kind="interview-update" href={unsubscribeUrl} />
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
