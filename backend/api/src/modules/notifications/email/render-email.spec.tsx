import { describeEmail } from '../mailer';
import { ActionButton, ActionLink, EmailLayout, FinePrint, Listing, Paragraph } from './email-layout';
import { type EmailTemplate, listUnsubscribeHeaders, renderEmail } from './render-email';

interface DigestProps {
  name: string;
  items: ReadonlyArray<{ title: string; url: string; facts: string }>;
  actionUrl: string;
  unsubscribeUrl?: string;
}

// A made-up template using every layout component, as a domain would write one.
const digest = (withUnsubscribe: boolean): EmailTemplate<DigestProps> => ({
  category: 'digest',
  subject: ({ items }) => `${items.length} updates`,
  body: ({ name, items, actionUrl, unsubscribeUrl }) => (
    <EmailLayout preview="Your updates">
      <Paragraph>{`Hi ${name},`}</Paragraph>
      {items.map((item) => (
        <Listing key={item.url} title={item.title} href={item.url} details={[item.facts]} />
      ))}
      <ActionButton href={actionUrl}>Open Nestwork</ActionButton>
      <FinePrint>
        Sent weekly. {unsubscribeUrl ? <ActionLink href={unsubscribeUrl}>Stop these e-mails</ActionLink> : null}
      </FinePrint>
    </EmailLayout>
  ),
  ...(withUnsubscribe ? { unsubscribeUrl: (props: DigestProps) => props.unsubscribeUrl ?? '' } : {}),
});

const props: DigestProps = {
  name: 'Ana <b>',
  items: [
    { title: 'First & best', url: 'https://n.example/a?x=1&y=2', facts: 'Remote · <now>' },
    { title: 'Second', url: 'https://n.example/b', facts: 'Austin, TX' },
  ],
  actionUrl: 'https://n.example/open',
  unsubscribeUrl: 'https://n.example/api/stop?token=t',
};

describe('renderEmail', () => {
  it('renders subject, category, an HTML part with escaped text and working links, and a text part', async () => {
    const mail = await renderEmail(digest(false), 'ana@example.com', props);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: '2 updates', category: 'digest' });
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Hi Ana &lt;b&gt;,');
    expect(mail.html).toContain('First &amp; best');
    expect(mail.html).toContain('Remote · &lt;now&gt;');
    expect(mail.html).toContain('href="https://n.example/a?x=1&amp;y=2"');
    expect(mail.html).toContain('href="https://n.example/open"');
    expect(mail.html).toContain('Your updates');
    expect(mail.text).toBe(
      [
        'Hi Ana <b>,',
        '',
        'First & best',
        '  Remote · <now>',
        '  https://n.example/a?x=1&y=2',
        '',
        'Second',
        '  Austin, TX',
        '  https://n.example/b',
        '',
        'Open Nestwork: https://n.example/open',
        '',
        'Sent weekly. Stop these e-mails: https://n.example/api/stop?token=t',
        '',
        '— Nestwork',
      ].join('\n'),
    );
  });

  it('adds one-click List-Unsubscribe headers only to templates that name an unsubscribe address', async () => {
    expect((await renderEmail(digest(false), 'ana@example.com', props)).headers).toBeUndefined();
    expect((await renderEmail(digest(true), 'ana@example.com', props)).headers).toEqual({
      'List-Unsubscribe': '<https://n.example/api/stop?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps the headers in the job log of a mail that could not be sent', () => {
    const logged = describeEmail({
      to: 'a@example.com',
      subject: 'S',
      text: 'Body',
      html: '<p>Body</p>',
      category: 'digest',
      headers: listUnsubscribeHeaders('https://n.example/u'),
    });
    expect(logged).toBe(
      [
        'To: a@example.com',
        'Subject: S',
        'Category: digest',
        'List-Unsubscribe: <https://n.example/u>',
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        '',
        'Body',
      ].join('\n'),
    );
  });

  it('keeps a calendar part in the job log too', () => {
    const logged = describeEmail({
      to: 'a@example.com',
      subject: 'S',
      text: 'Body',
      html: '<p>Body</p>',
      category: 'interview-invitation',
      calendar: { method: 'REQUEST', filename: 'invite.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    });
    expect(logged).toBe(
      [
        'To: a@example.com',
        'Subject: S',
        'Category: interview-invitation',
        '',
        'Body',
        '',
        'Calendar (REQUEST, invite.ics):',
        'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      ].join('\n'),
    );
  });
});
