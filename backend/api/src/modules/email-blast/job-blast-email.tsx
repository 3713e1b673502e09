import { formatLocation, formatPay, JOB_BLAST_EMAIL_TEXTS as T, type JobCard } from '@marketplace/contracts';
import {
  ActionButton,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  Listing,
  Paragraph,
  renderEmail,
  UnsubscribeNote,
} from '../notifications';

/** What one seeker's blast mail says: the job as its card shows it (private companies anonymous) and its links. */
export interface JobBlastEmailProps {
  seekerName: string;
  job: Pick<JobCard, 'title' | 'company' | 'location' | 'payRange' | 'salaryType'>;
  /** The job's public page. */
  jobUrl: string;
  /** The signed link that turns blast mails off (NotificationPreferences), also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

/** The card facts on one line: company, place, pay. */
export function jobFacts(job: JobBlastEmailProps['job']): string {
  return [job.company, formatLocation(job.location), formatPay(job.payRange, job.salaryType)].join(' · ');
}

/** The Solo Email Blast mail: one job, linking to its public page; unsubscribes in one click. */
export const jobBlastTemplate: EmailTemplate<JobBlastEmailProps> = {
  category: 'job-blast',
  subject: ({ job }) => T.subject(job.title),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ seekerName, job, jobUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.subject(job.title)}>
      <Paragraph>{T.greeting(seekerName)}</Paragraph>
      <Paragraph>{T.intro}</Paragraph>
      <Listing title={job.title} href={jobUrl} details={[jobFacts(job)]} />
      <ActionButton href={jobUrl}>{T.viewJob}</ActionButton>
      <Paragraph>{T.next}</Paragraph>
      <UnsubscribeNote kind="job-blast" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** Renders one blast mail, List-Unsubscribe headers included. */
export function renderJobBlastEmail(to: string, props: JobBlastEmailProps): Promise<EmailMessage> {
  return renderEmail(jobBlastTemplate, to, props);
}
