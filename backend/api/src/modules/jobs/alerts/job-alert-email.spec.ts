import type { JobCard } from '@marketplace/contracts';
import type { EmailMessage } from '../../notifications';
import { renderJobAlertEmail, unsubscribeLink } from './job-alert-email';

const card = (id: string, title: string): JobCard => ({
  id,
  title,
  company: 'A & B',
  companyLogoUrl: null,
  location: 'Remote',
  payRange: { min: 20, max: 30, text: null },
  salaryType: 'hourly',
  postedDate: '2026-11-21T08:00:00.000Z',
  description: '',
  type: 'full-time',
  category: 'Design',
  skills: [],
  isFlexible: false,
  isFilled: false,
  isArchived: false,
  isFeatured: false,
  applicationStatus: { hasApplied: false, status: null },
});

describe('renderJobAlertEmail', () => {
  let mail: EmailMessage;
  beforeAll(async () => {
    mail = await renderJobAlertEmail({
      to: 'sam@example.com',
      name: 'Sam',
      label: 'Design',
      query: 'category=Design',
      jobs: [card('j1', 'UI <Designer>'), card('j2', 'Illustrator')],
      publicUrl: 'https://n.example',
      unsubscribeUrl: unsubscribeLink('https://n.example', 'tok/en'),
    });
  });

  it('counts the jobs in the subject', () => {
    expect(mail.subject).toBe('2 new jobs: Design');
    expect(mail.category).toBe('job-alert');
  });

  it('lists each job with its link, pay and the unsubscribe link, escaping HTML', () => {
    expect(mail.text).toContain('UI <Designer>\n  A & B · Remote · $20 - $30/hr\n  https://n.example/seeker/jobs/j1');
    expect(mail.text).toContain(
      'Unsubscribe from this alert: https://n.example/api/job-alerts/unsubscribe?token=tok%2Fen',
    );
    expect(mail.html).toContain('UI &lt;Designer&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('href="https://n.example/seeker/jobs?category=Design"');
  });

  it('carries one-click List-Unsubscribe headers pointing at the same address (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://n.example/api/job-alerts/unsubscribe?token=tok%2Fen>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('has a complete text part: greeting, every job, the search and unsubscribe links, signature', () => {
    expect(mail.text).toBe(
      [
        'Hi Sam,',
        '',
        'New jobs matching your alert “Design”:',
        '',
        'UI <Designer>',
        '  A & B · Remote · $20 - $30/hr',
        '  https://n.example/seeker/jobs/j1',
        '',
        'Illustrator',
        '  A & B · Remote · $20 - $30/hr',
        '  https://n.example/seeker/jobs/j2',
        '',
        'See all matching jobs: https://n.example/seeker/jobs?category=Design',
        '',
        'You get this e-mail because you saved this search on Nestwork. Unsubscribe from this alert: https://n.example/api/job-alerts/unsubscribe?token=tok%2Fen',
        '',
        '— Nestwork',
      ].join('\n'),
    );
  });

  it('links each title to its job page in the HTML, and escapes the name and the label', async () => {
    expect(mail.html).toContain('href="https://n.example/seeker/jobs/j1"');
    expect(mail.html).toContain('href="https://n.example/seeker/jobs/j2"');
    expect(mail.html).toContain('href="https://n.example/api/job-alerts/unsubscribe?token=tok%2Fen"');
    const hostile = await renderJobAlertEmail({
      to: 'x@example.com',
      name: '<script>alert(1)</script>',
      label: '"<b>" · Remote',
      query: '',
      jobs: [card('j&1', 'Writer')],
      publicUrl: 'https://n.example',
      unsubscribeUrl: 'https://n.example/u',
    });
    expect(hostile.subject).toBe('1 new job: "<b>" · Remote');
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<b>');
    expect(hostile.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('href="https://n.example/seeker/jobs/j%261"');
    expect(hostile.html).toContain('href="https://n.example/seeker/jobs"');
  });
});
