import { unsubscribePage } from './unsubscribe-page';

describe('unsubscribePage', () => {
  it('is a small, complete, non-indexed HTML page with the heading, the message and the link', () => {
    const page = unsubscribePage({
      title: 'Unsubscribed',
      message: 'You will no longer receive this job alert.',
      link: { href: '/seeker/job-alerts', label: 'Manage your job alerts' },
    });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain('<title>Unsubscribed | Nestwork</title>');
    expect(page).toContain('<h1>Unsubscribed</h1><p>You will no longer receive this job alert.</p>');
    expect(page).toContain('<a href="/seeker/job-alerts">Manage your job alerts</a>');
  });

  it('escapes what it is given and leaves the link out when there is none', () => {
    const page = unsubscribePage({ title: '<b>', message: '<script>alert(1)</script> & more' });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(page).toContain('<h1>&lt;b&gt;</h1>');
    expect(page).not.toContain('<a ');
  });
});
