import type { NotificationItem, NotificationKind } from '@marketplace/contracts';
import { digestEmailTemplate, digestSections } from './digest-email';
import { renderEmail } from './render-email';

const JOB = '0f0f0f0f-0000-4000-8000-00000000b001';
const OTHER_JOB = '0f0f0f0f-0000-4000-8000-00000000b002';
const PUBLIC_URL = 'https://nestwork.example';

let next = 0;
function item(
  kind: NotificationKind,
  text: string,
  subjectId: string | null,
  subjectTitle: string | null,
  link: string,
) {
  next += 1;
  return {
    id: `0f0f0f0f-0000-4000-8000-${String(next).padStart(12, '0')}`,
    kind,
    text,
    link,
    subjectId,
    subjectTitle,
    createdAt: new Date(Date.UTC(2026, 10, 28, 9, next)).toISOString(),
    seenAt: null,
    readAt: null,
  } satisfies NotificationItem;
}

const UNSUBSCRIBE = new Map<NotificationKind, string>([
  ['new-applicant', `${PUBLIC_URL}/api/notifications/unsubscribe?token=a.b`],
  ['receipt', `${PUBLIC_URL}/api/notifications/unsubscribe?token=c.d`],
  ['job-approved', `${PUBLIC_URL}/api/notifications/unsubscribe?token=e.f`],
]);

function items() {
  next = 0;
  return [
    item(
      'new-applicant',
      'New applicant for Remote Bookkeeper: Dana Smith',
      JOB,
      'Remote Bookkeeper',
      `/employer/jobs/${JOB}/applicants`,
    ),
    item('job-approved', 'Your job is live: Payroll Clerk', OTHER_JOB, 'Payroll Clerk', `/employer/jobs/${OTHER_JOB}`),
    item(
      'new-applicant',
      'New applicant for Remote Bookkeeper: Lee Park',
      JOB,
      'Remote Bookkeeper',
      `/employer/jobs/${JOB}/applicants`,
    ),
    item(
      'new-applicant',
      'New applicant for Payroll Clerk: Ana Ruiz',
      OTHER_JOB,
      'Payroll Clerk',
      `/employer/jobs/${OTHER_JOB}/applicants`,
    ),
    item(
      'new-applicant',
      'New applicant for Remote Bookkeeper: Sam Lee',
      JOB,
      'Remote Bookkeeper',
      `/employer/jobs/${JOB}/applicants`,
    ),
    item('receipt', 'Receipt for your payment of $49.00', null, null, '/employer/billing'),
  ];
}

describe('the digest e-mail', () => {
  it('groups one kind about one thing into one line, kinds in the settings order, links absolute', () => {
    const sections = digestSections(items(), PUBLIC_URL, UNSUBSCRIBE);
    expect(sections.map((section) => section.kind)).toEqual(['new-applicant', 'job-approved', 'receipt']);
    expect(sections[0]).toEqual({
      kind: 'new-applicant',
      title: 'New applicants',
      lines: [
        { text: '3 new applicants for Remote Bookkeeper', url: `${PUBLIC_URL}/employer/jobs/${JOB}/applicants` },
        {
          text: 'New applicant for Payroll Clerk: Ana Ruiz',
          url: `${PUBLIC_URL}/employer/jobs/${OTHER_JOB}/applicants`,
        },
      ],
      unsubscribeUrl: UNSUBSCRIBE.get('new-applicant'),
    });
    // Receipts are always e-mailed: their section offers no unsubscribe.
    expect(sections[2]).toMatchObject({ kind: 'receipt', unsubscribeUrl: null });
  });

  it('renders one mail: the subject counts every notification, each line once, each section its unsubscribe link', async () => {
    const list = items();
    const message = await renderEmail(digestEmailTemplate, 'jordan@example.com', {
      name: 'Jordan',
      count: list.length,
      sections: digestSections(list, PUBLIC_URL, UNSUBSCRIBE),
      settingsUrl: `${PUBLIC_URL}/settings/notifications`,
    });
    expect(message).toMatchObject({
      to: 'jordan@example.com',
      subject: 'Your Nestwork digest: 6 updates',
      category: 'digest',
    });
    // No List-Unsubscribe for the digest as a whole: each kind has its own link inside.
    expect(message.headers).toBeUndefined();
    expect(message.text.match(/3 new applicants for Remote Bookkeeper/g)).toHaveLength(1);
    expect(message.text).not.toContain('Dana Smith');
    expect(message.text).toContain(`${PUBLIC_URL}/employer/jobs/${JOB}/applicants`);
    expect(message.text).toContain('Your job is live: Payroll Clerk');
    expect(message.text).toContain(`${PUBLIC_URL}/settings/notifications`);
    expect(message.html).toContain(UNSUBSCRIBE.get('new-applicant')!);
    expect(message.html).toContain(UNSUBSCRIBE.get('job-approved')!);
    expect(message.html).not.toContain(UNSUBSCRIBE.get('receipt')!);
    expect(message.text.indexOf('New applicants')).toBeLessThan(message.text.indexOf('Job approved'));
  });

  it('says "1 update" for one', () => {
    expect(digestEmailTemplate.subject({ name: 'A', count: 1, sections: [], settingsUrl: PUBLIC_URL })).toBe(
      'Your Nestwork digest: 1 update',
    );
  });
});
