import { TALENT_MESSAGES } from '@marketplace/contracts';
import {
  ActionButton,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  UnsubscribeNote,
} from '../../notifications';

/** What the Invite to Job mail says. */
export interface JobInvitationEmailProps {
  seekerName: string;
  jobTitle: string;
  /** Under the private-company rule, as the seeker sees the job. */
  companyName: string;
  note: string | null;
  /** /seeker/applications, where the invitation waits with its Apply button. */
  applicationsUrl: string;
  /** The signed link that turns invitation mails off (NotificationPreferences), also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

// The seeker can stop these mails without signing in (the link), or stop invitations altogether by
// hiding their profile from employers.
export const jobInvitationTemplate: EmailTemplate<JobInvitationEmailProps> = {
  category: 'job-invitation',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: ({ jobTitle, companyName }) => TALENT_MESSAGES.invitationSubject(jobTitle, companyName),
  body: ({ seekerName, jobTitle, companyName, note, applicationsUrl, unsubscribeUrl }) => (
    <EmailLayout preview={`${companyName} invites you to apply for ${jobTitle}`}>
      <Paragraph>{`Hi ${seekerName},`}</Paragraph>
      <Paragraph>{`${companyName} saw your profile on Nestwork and invites you to apply for ${jobTitle}.`}</Paragraph>
      {note ? <Paragraph>{`Their note: “${note}”`}</Paragraph> : null}
      <ActionButton href={applicationsUrl}>See the invitation and apply</ActionButton>
      <FinePrint>
        You get invitations because your profile lets employers find you. You can change that in your profile at any
        time.
      </FinePrint>
      <UnsubscribeNote kind="job-invitation" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};
