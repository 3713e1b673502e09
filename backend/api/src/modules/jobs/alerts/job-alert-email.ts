import { formatLocation, formatPay, type JobCard } from '@marketplace/contracts';
import type { EmailMessage } from '../../notifications';
import { escapeHtml } from '../public-page/public-job-page.html';

export const JOB_ALERT_EMAIL_CATEGORY = 'job-alert';

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

export interface JobAlertEmailInput {
  to: string;
  name: string;
  label: string;
  query: string;
  jobs: readonly JobCard[];
  publicUrl: string;
  unsubscribeUrl: string;
}

/** The alert e-mail: the new jobs (title, company, place, pay), each linking to its detail page. */
export function renderJobAlertEmail({ to, name, label, query, jobs, publicUrl, unsubscribeUrl }: JobAlertEmailInput): EmailMessage {
  const count = jobs.length;
  const subject = `${count} new job${count === 1 ? '' : 's'}: ${label}`;
  const searchUrl = `${publicUrl}/seeker/jobs${query ? `?${query}` : ''}`;
  const lines = jobs.map((job) => ({
    title: job.title,
    facts: [job.company, formatLocation(job.location), formatPay(job.payRange, job.salaryType)].join(' · '),
    url: `${publicUrl}/seeker/jobs/${encodeURIComponent(job.id)}`,
  }));
  const text = [
    `Hi ${name},`,
    '',
    `New jobs matching your alert "${label}":`,
    '',
    ...lines.flatMap((line) => [line.title, `  ${line.facts}`, `  ${line.url}`, '']),
    `See all matching jobs: ${searchUrl}`,
    '',
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
    '',
    '— Nestwork',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>New jobs matching your alert “${escapeHtml(label)}”:</p>
<ul>
${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a><br><span style="color:#52606d">${escapeHtml(line.facts)}</span></li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(searchUrl)}">See all matching jobs</a></p>
<p style="color:#7b8794;font-size:13px">You get this e-mail because you saved this search on Nestwork. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from this alert</a></p>
</body></html>`;
  return { to, subject, text, html, category: JOB_ALERT_EMAIL_CATEGORY };
}
