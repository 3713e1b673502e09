import { NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import { jobFacts, renderJobBlastEmail } from './job-blast-email';

const JOB = {
  title: 'Remote <Designer>',
  company: 'Private Company',
  location: 'Austin, TX',
  payRange: { min: 50_000, max: 70_000, text: null },
  salaryType: 'yearly' as const,
};

describe('the Solo Email Blast mail', () => {
  it('names the job in the subject, shows its card facts, links to its public page and unsubscribes in one click', async () => {
    const mail = await renderJobBlastEmail('seeker@x.test', {
      seekerName: 'Ana',
      job: JOB,
      jobUrl: 'https://nestwork.test/jobs/j1-remote-designer',
      unsubscribeUrl: 'https://nestwork.test/api/notifications/unsubscribe?token=t',
    });
    expect(mail.to).toBe('seeker@x.test');
    expect(mail.subject).toBe('A new job for you: Remote <Designer>');
    expect(mail.category).toBe('job-blast');
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain(jobFacts(JOB));
    expect(mail.text).toContain('Private Company · Austin, TX');
    expect(mail.html).toContain('href="https://nestwork.test/jobs/j1-remote-designer"');
    // The title is escaped, never markup.
    expect(mail.html).not.toContain('<Designer>');
    expect(mail.text).toContain(NOTIFICATION_MESSAGES.whyThisEmail('job-blast'));
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://nestwork.test/api/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
