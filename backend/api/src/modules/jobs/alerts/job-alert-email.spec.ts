import type { JobCard } from '@marketplace/contracts';
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
  applicationStatus: { hasApplied: false, status: null },
});

describe('renderJobAlertEmail', () => {
  const mail = renderJobAlertEmail({
    to: 'sam@example.com',
    name: 'Sam',
    label: 'Design',
    query: 'category=Design',
    jobs: [card('j1', 'UI <Designer>'), card('j2', 'Illustrator')],
    publicUrl: 'https://n.example',
    unsubscribeUrl: unsubscribeLink('https://n.example', 'tok/en'),
  });

  it('counts the jobs in the subject', () => {
    expect(mail.subject).toBe('2 new jobs: Design');
    expect(mail.category).toBe('job-alert');
  });

  it('lists each job with its link, pay and the unsubscribe link, escaping HTML', () => {
    expect(mail.text).toContain('UI <Designer>\n  A & B · Remote · $20 - $30/hr\n  https://n.example/seeker/jobs/j1');
    expect(mail.text).toContain('Unsubscribe from this alert: https://n.example/api/job-alerts/unsubscribe?token=tok%2Fen');
    expect(mail.html).toContain('UI &lt;Designer&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('href="https://n.example/seeker/jobs?category=Design"');
  });
});
