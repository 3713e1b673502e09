import { JOB_MODERATION_EMAIL_TEXTS as T, NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import type { EmailMessage } from '../../../notifications';
import {
  editJobLink,
  employerJobsLink,
  type JobModerationEmailProps,
  renderJobModerationEmail,
} from './job-moderation-emails';

const UNSUBSCRIBE = 'https://n.example/api/notifications/unsubscribe?token=abc.def';
const JOB_ID = '0f0f0f0f-0000-4000-8000-000000000001';
const props: JobModerationEmailProps = {
  employerName: 'Dana',
  jobId: JOB_ID,
  jobTitle: 'Remote Bookkeeper',
  jobUrl: `https://n.example/jobs/${JOB_ID}-remote-bookkeeper`,
  reason: null,
  publicUrl: 'https://n.example',
  unsubscribeUrl: UNSUBSCRIBE,
};
const hostile: JobModerationEmailProps = {
  ...props,
  employerName: '<script>alert(1)</script>',
  jobTitle: 'Writer <b>now</b>',
  reason: 'Remove the <a href="x">link</a> & "quotes"',
  unsubscribeUrl: `${UNSUBSCRIBE}&x="><script>`,
};

/** Each moderation mail carries the same unsubscribe link in its fine print and its one-click headers (RFC 8058). */
function expectUnsubscribe(mail: EmailMessage, kindText: string) {
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.text).toContain(`${kindText} ${NOTIFICATION_MESSAGES.unsubscribeLink}: ${UNSUBSCRIBE}`);
  expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
}

describe('the employer moderation e-mails', () => {
  it('approved: says the job is live, links to its public page and to the employer jobs, with its own unsubscribe', async () => {
    const mail = await renderJobModerationEmail('job-approved', 'dana@example.com', props);
    expect(mail).toMatchObject({
      to: 'dana@example.com',
      subject: 'Your job is live: Remote Bookkeeper',
      category: 'job-approved',
    });
    expect(mail.text).toContain('Hi Dana,');
    expect(mail.text).toContain(T.approved.body('Remote Bookkeeper'));
    expect(mail.text).toContain(`${T.approved.viewJob}: ${props.jobUrl}`);
    expect(mail.text).toContain(`${T.yourJobs}: https://n.example/employer/jobs`);
    expect(mail.text).not.toContain('/edit');
    expectUnsubscribe(mail, 'We e-mail you when a job your company posted is approved and goes live.');
  });

  it("rejected: quotes the admin's reason line by line and links to edit the job", async () => {
    const mail = await renderJobModerationEmail('job-rejected', 'dana@example.com', {
      ...props,
      reason: 'Please add a salary range.\n\nAlso name the time zone.',
    });
    expect(mail).toMatchObject({
      subject: 'Changes needed before Remote Bookkeeper can go live',
      category: 'job-rejected',
    });
    expect(mail.text).toContain(T.rejected.body('Remote Bookkeeper'));
    expect(mail.text).toContain('Please add a salary range.');
    expect(mail.text).toContain('Also name the time zone.');
    expect(mail.text).toContain(T.rejected.next);
    expect(mail.text).toContain(`${T.rejected.editJob}: https://n.example/employer/jobs/${JOB_ID}/edit`);
    expect(mail.text).toContain(`${T.yourJobs}: https://n.example/employer/jobs`);
    // A rejected job has no live page to link to.
    expect(mail.text).not.toContain(props.jobUrl);
    expectUnsubscribe(mail, 'We e-mail you when a job your company posted is sent back with a reason to change it.');
  });

  it('builds its links from the public address', () => {
    expect(employerJobsLink('https://n.example')).toBe('https://n.example/employer/jobs');
    expect(editJobLink('https://n.example', 'a/b')).toBe('https://n.example/employer/jobs/a%2Fb/edit');
  });

  it.each(['job-approved', 'job-rejected'] as const)(
    '%s escapes names, titles and the reason: no HTML from users gets in',
    async (kind) => {
      const mail = await renderJobModerationEmail(kind, 'x@example.com', hostile);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<a href="x">');
      expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
      expect(mail.html).toContain('Writer &lt;b&gt;now&lt;/b&gt;');
      expect(mail.html).toContain(
        'href="https://n.example/api/notifications/unsubscribe?token=abc.def&amp;x=&quot;&gt;&lt;script&gt;"',
      );
      expect(mail.text).toContain('Hi <script>alert(1)</script>,');
      if (kind === 'job-rejected') {
        expect(mail.html).toContain('Remove the &lt;a href=&quot;x&quot;&gt;link&lt;/a&gt; &amp; &quot;quotes&quot;');
        expect(mail.text).toContain('Remove the <a href="x">link</a> & "quotes"');
      }
    },
  );
});
