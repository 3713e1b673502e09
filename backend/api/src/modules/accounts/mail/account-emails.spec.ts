import {
  emailChangedNotice,
  passwordChangedNotice,
  passwordResetEmail,
  resetPasswordLink,
  verificationEmail,
  verifyEmailLink,
} from './account-emails';

describe('account e-mails', () => {
  it('link to the browser routes with the token', () => {
    expect(verifyEmailLink('https://nestwork.example', 'a_b-C')).toBe(
      'https://nestwork.example/verify-email?token=a_b-C',
    );
    expect(resetPasswordLink('http://localhost:3000', 'tok')).toBe('http://localhost:3000/reset-password?token=tok');
  });

  it('bring the verified user back to the page sign-up named, and only to a page of this site', () => {
    expect(verifyEmailLink('https://nestwork.example', 't1', '/jobs/42-remote-editor?intent=save:42')).toBe(
      'https://nestwork.example/verify-email?token=t1&next=%2Fjobs%2F42-remote-editor%3Fintent%3Dsave%3A42',
    );
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', null, undefined])
      expect(verifyEmailLink('https://nestwork.example', 't1', elsewhere)).toBe(
        'https://nestwork.example/verify-email?token=t1',
      );
  });

  it('carry the link in the text and the HTML, with the expiry', async () => {
    const mail = await verificationEmail(
      'maya@example.com',
      'Maya',
      'https://nestwork.example/verify-email?token=t1',
      48 * 3_600_000,
    );
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      category: 'verify-email',
      subject: 'Confirm your e-mail address for Nestwork',
    });
    expect(mail.text).toContain('https://nestwork.example/verify-email?token=t1');
    expect(mail.text).toContain('expires in 48 hours');
    expect(mail.html).toContain('href="https://nestwork.example/verify-email?token=t1"');
    expect((await passwordResetEmail('m@x.io', 'Maya', 'https://x/r', 30 * 60_000)).text).toContain(
      'expires in 30 minutes',
    );
  });

  it('escape what users typed', async () => {
    const mail = await emailChangedNotice(
      'old@example.com',
      '<script>alert(1)</script>',
      'new@example.com',
      'support@nestwork.example',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('changed to new@example.com');
  });

  describe('rendered from their templates', () => {
    it('verification: button and pasteable link in the HTML, "label: link" in the text part', async () => {
      const mail = await verificationEmail(
        'maya@example.com',
        'Maya <Admin>',
        'https://n.example/verify-email?token=a&b',
        3_600_000,
      );
      expect(mail.html).toContain('href="https://n.example/verify-email?token=a&amp;b"');
      expect(mail.html).toContain('Hi Maya &lt;Admin&gt;,');
      expect(mail.html).toContain('Or paste this link into your browser: https://n.example/verify-email?token=a&amp;b');
      expect(mail.text).toBe(
        [
          'Hi Maya <Admin>,',
          '',
          'Please confirm that this is your e-mail address, so we can reach you about your account and applications.',
          '',
          'Confirm e-mail address: https://n.example/verify-email?token=a&b',
          '',
          'The link works once and expires in 1 hour. If you did not create a Nestwork account, ignore this e-mail.',
          '',
          '— Nestwork',
        ].join('\n'),
      );
    });

    it('password reset: the reset link and what happens if ignored', async () => {
      const mail = await passwordResetEmail(
        'maya@example.com',
        'Maya',
        'https://n.example/reset-password?token=r1',
        90 * 60_000,
      );
      expect(mail).toMatchObject({ category: 'password-reset', subject: 'Reset your Nestwork password' });
      expect(mail.html).toContain('href="https://n.example/reset-password?token=r1"');
      expect(mail.text).toContain('Choose a new password: https://n.example/reset-password?token=r1');
      expect(mail.text).toContain(
        'expires in 90 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      );
    });

    it('security notices name the change and the support address, with no link to act on', async () => {
      const changed = await emailChangedNotice('old@example.com', 'Maya', 'new@example.com', 'support@n.example');
      expect(changed).toMatchObject({
        to: 'old@example.com',
        category: 'email-changed',
        subject: 'Your Nestwork e-mail address was changed',
      });
      expect(changed.text).toContain('If you did not make this change, contact support@n.example right away.');
      const password = await passwordChangedNotice('maya@example.com', 'Maya', 'support@n.example');
      expect(password).toMatchObject({ category: 'password-changed', subject: 'Your Nestwork password was changed' });
      expect(password.text).toContain('your other sessions were signed out.');
      expect(password.html).not.toContain('href=');
    });

    it('are transactional: no List-Unsubscribe headers', async () => {
      const mails = await Promise.all([
        verificationEmail('a@example.com', 'A', 'https://n.example/v', 60_000),
        passwordResetEmail('a@example.com', 'A', 'https://n.example/r', 60_000),
        emailChangedNotice('a@example.com', 'A', 'b@example.com', 's@n.example'),
        passwordChangedNotice('a@example.com', 'A', 's@n.example'),
      ]);
      for (const mail of mails) expect(mail.headers).toBeUndefined();
    });
  });
});
