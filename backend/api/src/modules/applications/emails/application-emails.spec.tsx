import { APPLICATION_EMAIL_TEXTS as T, NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import type { EmailMessage } from '../../notifications';
import { renderStatusEmail, type StatusEmailProps } from './application-emails';

const UNSUBSCRIBE = 'https://n.example/api/notifications/unsubscribe?token=abc.def';
const props: StatusEmailProps = {
  seekerName: 'Maya',
  jobTitle: 'Remote Bookkeeper',
  companyName: 'Open Books',
  publicUrl: 'https://n.example',
  unsubscribeUrl: UNSUBSCRIBE,
};
const hostile: StatusEmailProps = {
  seekerName: '<script>alert(1)</script>',
  jobTitle: 'Writer <b>now</b>',
  companyName: 'A & "B" <i>',
  publicUrl: 'https://n.example',
  unsubscribeUrl: `${UNSUBSCRIBE}&x="><script>`,
};

/** Every status mail carries the same unsubscribe link in its fine print and its one-click headers (RFC 8058). */
function expectUnsubscribe(mail: EmailMessage, kindText: string) {
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.text).toContain(`${kindText} ${NOTIFICATION_MESSAGES.unsubscribeLink}: ${UNSUBSCRIBE}`);
  expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
}

describe('the seeker status e-mails', () => {
  it('application received: subject, thanks, a link to the applications, and its own unsubscribe', async () => {
    const mail = await renderStatusEmail('application-received', 'maya@example.com', props);
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      subject: 'Application received: Remote Bookkeeper at Open Books',
      category: 'application-received',
    });
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain(T.received.body('Remote Bookkeeper', 'Open Books'));
    expect(mail.text).toContain(`${T.yourApplications}: https://n.example/seeker/applications`);
    expectUnsubscribe(mail, 'We e-mail you when an application you sent is received.');
  });

  it('moved to interview and hired: good news with what happens next', async () => {
    const interview = await renderStatusEmail('application-interview', 'maya@example.com', props);
    expect(interview.subject).toBe('Open Books would like to interview you for Remote Bookkeeper');
    expect(interview.category).toBe('application-interview');
    expect(interview.text).toContain(T.interview.body('Remote Bookkeeper', 'Open Books'));
    expect(interview.text).toContain(T.interview.next);
    expectUnsubscribe(interview, 'We e-mail you when an employer moves your application to interview.');

    const hired = await renderStatusEmail('application-hired', 'maya@example.com', props);
    expect(hired.subject).toBe('Congratulations! Open Books hired you for Remote Bookkeeper');
    expect(hired.text).toContain(T.hired.body('Remote Bookkeeper', 'Open Books'));
    expectUnsubscribe(hired, 'We e-mail you when an employer hires you.');
  });

  it('not selected: a gentle subject, a kind and encouraging text, and a way on to new jobs', async () => {
    const mail = await renderStatusEmail('application-not-selected', 'maya@example.com', props);
    expect(mail.subject).toBe('An update on your application for Remote Bookkeeper');
    expect(mail.subject).not.toMatch(/reject/i);
    expect(mail.category).toBe('application-not-selected');
    expect(mail.text).toContain('Thank you for applying to Remote Bookkeeper at Open Books.');
    expect(mail.text).toContain(T.notSelected.encouragement);
    expect(mail.text).not.toMatch(/reject/i);
    expect(mail.text).toContain(`${T.browseJobs}: https://n.example/seeker/jobs`);
    expectUnsubscribe(mail, 'We e-mail you when an employer decides not to go ahead with your application.');
  });

  it.each([
    ['application-received', 'Status: Application Pending'],
    ['application-interview', 'Status: Interview Scheduled'],
    ['application-hired', 'Status: Hired'],
    ['application-not-selected', 'Status: Not Selected'],
  ] as const)('%s names the status as the applications list does (%s)', async (kind, line) => {
    const mail = await renderStatusEmail(kind, 'maya@example.com', props);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(line);
  });

  it.each(['application-received', 'application-interview', 'application-hired', 'application-not-selected'] as const)(
    '%s escapes names and titles: no HTML from users gets in',
    async (kind) => {
      const mail = await renderStatusEmail(kind, 'x@example.com', hostile);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
      expect(mail.html).toContain('Writer &lt;b&gt;now&lt;/b&gt;');
      // The attribute stays one attribute: its quote is escaped.
      expect(mail.html).toContain(
        'href="https://n.example/api/notifications/unsubscribe?token=abc.def&amp;x=&quot;&gt;&lt;script&gt;"',
      );
      // The text part is plain text: the names read as typed.
      expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    },
  );
});
