import { JOB_MODERATION_EMAIL_TEXTS as T } from '@marketplace/contracts';
import {
  ActionButton,
  ActionLink,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  Paragraph,
  renderEmail,
  UnsubscribeNote as Unsubscribe,
} from '../../../notifications';
import type { JobModerationEmailKind } from '../../jobs.queue';

/** What a moderation mail says to one employer of the company: which job, and the links it carries. */
export interface JobModerationEmailProps {
  employerName: string;
  jobId: string;
  jobTitle: string;
  /** The job's public page (approved mails link to it). */
  jobUrl: string;
  /** The admin's reason (rejected mails quote it). */
  reason: string | null;
  publicUrl: string;
  unsubscribeUrl: string;
}

/** The employer's list of their company's jobs. */
export function employerJobsLink(publicUrl: string): string {
  return `${publicUrl}/employer/jobs`;
}

/** The employer's form for the job (frontends/employer routes: jobs/:id/edit). */
export function editJobLink(publicUrl: string, jobId: string): string {
  return `${publicUrl}/employer/jobs/${encodeURIComponent(jobId)}/edit`;
}

/** Approved: the job is live; the mail links to its public page and to the employer's jobs. */
export const jobApprovedTemplate: EmailTemplate<JobModerationEmailProps> = {
  category: 'job-approved',
  subject: ({ jobTitle }) => T.approved.subject(jobTitle),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ employerName, jobTitle, jobUrl, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.approved.subject(jobTitle)}>
      <Paragraph>{T.greeting(employerName)}</Paragraph>
      <Paragraph>{T.approved.body(jobTitle)}</Paragraph>
      <ActionButton href={jobUrl}>{T.approved.viewJob}</ActionButton>
      <Paragraph>{T.approved.next}</Paragraph>
      <Paragraph>
        <ActionLink href={employerJobsLink(publicUrl)}>{T.yourJobs}</ActionLink>
      </Paragraph>
      <Unsubscribe kind="job-approved" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** Rejected: the admin's reason as they wrote it, and the way to fix and resubmit the job. */
export const jobRejectedTemplate: EmailTemplate<JobModerationEmailProps> = {
  category: 'job-rejected',
  subject: ({ jobTitle }) => T.rejected.subject(jobTitle),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  body: ({ employerName, jobId, jobTitle, reason, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.rejected.subject(jobTitle)}>
      <Paragraph>{T.greeting(employerName)}</Paragraph>
      <Paragraph>{T.rejected.body(jobTitle)}</Paragraph>
      {/* The reason keeps the admin's paragraphs; React escapes it like any text. */}
      {(reason ?? '')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <Paragraph key={index}>{line.trim()}</Paragraph>
        ))}
      <Paragraph>{T.rejected.next}</Paragraph>
      <ActionButton href={editJobLink(publicUrl, jobId)}>{T.rejected.editJob}</ActionButton>
      <Paragraph>
        <ActionLink href={employerJobsLink(publicUrl)}>{T.yourJobs}</ActionLink>
      </Paragraph>
      <Unsubscribe kind="job-rejected" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** The template of each kind of moderation mail. */
export const JOB_MODERATION_EMAIL_TEMPLATES: Record<JobModerationEmailKind, EmailTemplate<JobModerationEmailProps>> = {
  'job-approved': jobApprovedTemplate,
  'job-rejected': jobRejectedTemplate,
};

/** Renders one moderation mail, List-Unsubscribe headers included. */
export function renderJobModerationEmail(
  kind: JobModerationEmailKind,
  to: string,
  props: JobModerationEmailProps,
): Promise<EmailMessage> {
  return renderEmail(JOB_MODERATION_EMAIL_TEMPLATES[kind], to, props);
}
