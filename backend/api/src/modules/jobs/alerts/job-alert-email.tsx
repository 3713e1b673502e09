import { formatLocation, formatPay, type JobCard } from '@marketplace/contracts';
import {
  ActionLink,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Listing,
  Paragraph,
  renderEmail,
} from '../../notifications';

/** The alert mail's category in logs. */
export const JOB_ALERT_EMAIL_CATEGORY = 'job-alert';

/** The alert's unsubscribe address: opened from the mail (GET) or POSTed by a mail client's own button (one-click). */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The site path of the search an alert stands for (its query string as GET /api/jobs takes it). */
export function alertSearchPath(query: string): string {
  return `/seeker/jobs${query ? `?${query}` : ''}`;
}

/** One alert mail: the seeker, the saved search and its new jobs, and this delivery's unsubscribe address. */
export interface JobAlertEmailInput {
  to: string;
  name: string;
  label: string;
  query: string;
  jobs: readonly JobCard[];
  publicUrl: string;
  unsubscribeUrl: string;
}

type JobAlertEmailProps = Omit<JobAlertEmailInput, 'to'>;

const subject = ({ jobs, label }: JobAlertEmailProps) =>
  `${jobs.length} new job${jobs.length === 1 ? '' : 's'}: ${label}`;

/** The alert e-mail: the new jobs (title, company, place, pay), each linking to its detail page; unsubscribes in one click. */
export const jobAlertTemplate: EmailTemplate<JobAlertEmailProps> = {
  category: JOB_ALERT_EMAIL_CATEGORY,
  subject,
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: (props) => {
    const { name, label, query, jobs, publicUrl, unsubscribeUrl } = props;
    return (
      <EmailLayout preview={subject(props)}>
        <Paragraph>{`Hi ${name},`}</Paragraph>
        <Paragraph>{`New jobs matching your alert “${label}”:`}</Paragraph>
        {jobs.map((job) => (
          <Listing
            key={job.id}
            title={job.title}
            href={`${publicUrl}/seeker/jobs/${encodeURIComponent(job.id)}`}
            details={[[job.company, formatLocation(job.location), formatPay(job.payRange, job.salaryType)].join(' · ')]}
          />
        ))}
        <Paragraph>
          <ActionLink href={`${publicUrl}${alertSearchPath(query)}`}>See all matching jobs</ActionLink>
        </Paragraph>
        <FinePrint>
          You get this e-mail because you saved this search on Nestwork.{' '}
          <ActionLink href={unsubscribeUrl}>Unsubscribe from this alert</ActionLink>
        </FinePrint>
      </EmailLayout>
    );
  },
};

/** Renders one alert e-mail, List-Unsubscribe headers included. */
export function renderJobAlertEmail({ to, ...props }: JobAlertEmailInput): Promise<EmailMessage> {
  return renderEmail(jobAlertTemplate, to, props);
}
