import { emailChangedNotice, passwordResetEmail, resetPasswordLink, verificationEmail, verifyEmailLink } from './account-emails';

describe('account e-mails', () => {
  it('link to the browser routes with the token', () => {
    expect(verifyEmailLink('https://nestwork.example', 'a_b-C')).toBe('https://nestwork.example/verify-email?token=a_b-C');
    expect(resetPasswordLink('http://localhost:3000', 'tok')).toBe('http://localhost:3000/reset-password?token=tok');
  });

  it('carry the link in the text and the HTML, with the expiry', () => {
    const mail = verificationEmail('maya@example.com', 'Maya', 'https://nestwork.example/verify-email?token=t1', 48 * 3_600_000);
    expect(mail).toMatchObject({ to: 'maya@example.com', category: 'verify-email', subject: 'Confirm your e-mail address for Nestwork' });
    expect(mail.text).toContain('https://nestwork.example/verify-email?token=t1');
    expect(mail.text).toContain('expires in 48 hours');
    expect(mail.html).toContain('href="https://nestwork.example/verify-email?token=t1"');
    expect(passwordResetEmail('m@x.io', 'Maya', 'https://x/r', 30 * 60_000).text).toContain('expires in 30 minutes');
  });

  it('escape what users typed', () => {
    const mail = emailChangedNotice('old@example.com', '<script>alert(1)</script>', 'new@example.com', 'support@nestwork.example');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('changed to new@example.com');
  });
});
