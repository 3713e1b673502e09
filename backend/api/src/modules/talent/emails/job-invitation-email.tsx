import { TALENT_MESSAGES } from '@marketplace/contracts';
import { ActionButton, EmailLayout, type EmailTemplate, FinePrint, Paragraph } from '../../notifications';

/** What the Invite to Job mail says. */
export interface JobInvitationEmailProps {
  seekerName: string;
  jobTitle: string;
  /** Under the private-company rule, as the seeker sees the job. */
  companyName: string;
  note: string | null;
  /** /seeker/applications, where the invitation waits with its Apply button. */
  applicationsUrl: string;
}

// About a job an employer chose the seeker for, in answer to their own choice to be found:
// transactional, no List-Unsubscribe (the seeker stops these by hiding their profile).
export const jobInvitationTemplate: EmailTemplate<JobInvitationEmailProps> = {
  category: 'job-invitation',
  subject: ({ jobTitle, companyName }) => TALENT_MESSAGES.invitationSubject(jobTitle, companyName),
  body: ({ seekerName, jobTitle, companyName, note, applicationsUrl }) => (
    <EmailLayout preview={`${companyName} invites you to apply for ${jobTitle}`}>
      <Paragraph>{`Hi ${seekerName},`}</Paragraph>
      <Paragraph>{`${companyName} saw your profile on Nestwork and invites you to apply for ${jobTitle}.`}</Paragraph>
      {note ? <Paragraph>{`Their note: “${note}”`}</Paragraph> : null}
      <ActionButton href={applicationsUrl}>See the invitation and apply</ActionButton>
      <FinePrint>You get invitations because your profile lets employers find you. You can change that in your profile at any time.</FinePrint>
    </EmailLayout>
  ),
};
