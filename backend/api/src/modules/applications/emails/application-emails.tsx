import { APPLICATION_EMAIL_TEXTS as T } from '@marketplace/contracts';
import {
  ActionButton,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  Paragraph,
  renderEmail,
  UnsubscribeNote as Unsubscribe,
} from '../../notifications';
import type { ApplicationEmailKind } from '../applications.queue';

/** What a seeker's status mail says: who, which job at which company, and the links it carries. */
export interface StatusEmailProps {
  seekerName: string;
  jobTitle: string;
  /** As the seeker's lists show it (private companies read 'Private Company'). */
  companyName: string;
  publicUrl: string;
  unsubscribeUrl: string;
}

const applicationsLink = (publicUrl: string) => `${publicUrl}/seeker/applications`;

/** Application received: sent to the seeker on applying. */
export const applicationReceivedTemplate: EmailTemplate<StatusEmailProps> = {
  category: 'application-received',
  subject: ({ jobTitle, companyName }) => T.received.subject(jobTitle, companyName),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ seekerName, jobTitle, companyName, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.received.body(jobTitle, companyName)}>
      <Paragraph>{T.greeting(seekerName)}</Paragraph>
      <Paragraph>{T.received.body(jobTitle, companyName)}</Paragraph>
      <Paragraph>{T.status('pending')}</Paragraph>
      <Paragraph>{T.received.next}</Paragraph>
      <ActionButton href={applicationsLink(publicUrl)}>{T.yourApplications}</ActionButton>
      <Unsubscribe kind="application-received" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** Moved to interview. */
export const applicationInterviewTemplate: EmailTemplate<StatusEmailProps> = {
  category: 'application-interview',
  subject: ({ jobTitle, companyName }) => T.interview.subject(jobTitle, companyName),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ seekerName, jobTitle, companyName, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.interview.body(jobTitle, companyName)}>
      <Paragraph>{T.greeting(seekerName)}</Paragraph>
      <Paragraph>{T.interview.body(jobTitle, companyName)}</Paragraph>
      <Paragraph>{T.status('interview')}</Paragraph>
      <Paragraph>{T.interview.next}</Paragraph>
      <ActionButton href={applicationsLink(publicUrl)}>{T.yourApplications}</ActionButton>
      <Unsubscribe kind="application-interview" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** Hired. */
export const applicationHiredTemplate: EmailTemplate<StatusEmailProps> = {
  category: 'application-hired',
  subject: ({ jobTitle, companyName }) => T.hired.subject(jobTitle, companyName),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ seekerName, jobTitle, companyName, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.hired.body(jobTitle, companyName)}>
      <Paragraph>{T.greeting(seekerName)}</Paragraph>
      <Paragraph>{T.hired.body(jobTitle, companyName)}</Paragraph>
      <Paragraph>{T.status('hired')}</Paragraph>
      <Paragraph>{T.hired.next}</Paragraph>
      <ActionButton href={applicationsLink(publicUrl)}>{T.yourApplications}</ActionButton>
      <Unsubscribe kind="application-hired" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** Not selected: kind, and pointing to what is next (new jobs, alerts) rather than dwelling on the no. */
export const applicationNotSelectedTemplate: EmailTemplate<StatusEmailProps> = {
  category: 'application-not-selected',
  subject: ({ jobTitle }) => T.notSelected.subject(jobTitle),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ seekerName, jobTitle, companyName, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.notSelected.subject(jobTitle)}>
      <Paragraph>{T.greeting(seekerName)}</Paragraph>
      <Paragraph>{T.notSelected.body(jobTitle, companyName)}</Paragraph>
      <Paragraph>{T.status('rejected')}</Paragraph>
      <Paragraph>{T.notSelected.encouragement}</Paragraph>
      <ActionButton href={`${publicUrl}/seeker/jobs`}>{T.browseJobs}</ActionButton>
      <Paragraph>{T.notSelected.next}</Paragraph>
      <Unsubscribe kind="application-not-selected" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** The template of each kind of status mail. */
export const STATUS_EMAIL_TEMPLATES: Record<ApplicationEmailKind, EmailTemplate<StatusEmailProps>> = {
  'application-received': applicationReceivedTemplate,
  'application-interview': applicationInterviewTemplate,
  'application-hired': applicationHiredTemplate,
  'application-not-selected': applicationNotSelectedTemplate,
};

/** Renders one status mail, List-Unsubscribe headers included. */
export function renderStatusEmail(
  kind: ApplicationEmailKind,
  to: string,
  props: StatusEmailProps,
): Promise<EmailMessage> {
  return renderEmail(STATUS_EMAIL_TEMPLATES[kind], to, props);
}
