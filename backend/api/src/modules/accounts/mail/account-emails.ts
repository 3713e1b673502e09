import type { EmailMessage } from '../../notifications';

/** The browser routes the e-mail links open (the shell's pages read the token from the query). */
export function verifyEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** "48 hours", "1 hour", "90 minutes": whole hours when exact, else minutes. */
function hours(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) {
    const value = ms / 3_600_000;
    return `${value} hour${value === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

interface Layout {
  to: string;
  category: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** One plain layout for every account e-mail: a text part, and an HTML part with the same words. */
function render({ to, category, subject, greeting, paragraphs, action, footer }: Layout): EmailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), footer, '', '— Nestwork'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2f5d50;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#52606d">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:13px;color:#52606d">${escapeHtml(footer)}</p>
<p>— Nestwork</p>
</body></html>`;
  return { to, subject, text, html, category };
}

export function verificationEmail(to: string, name: string, link: string, ttlMs: number): EmailMessage {
  return render({
    to,
    category: 'verify-email',
    subject: 'Confirm your e-mail address for Nestwork',
    greeting: `Hi ${name},`,
    paragraphs: ['Please confirm that this is your e-mail address, so we can reach you about your account and applications.'],
    action: { label: 'Confirm e-mail address', url: link },
    footer: `The link works once and expires in ${hours(ttlMs)}. If you did not create a Nestwork account, ignore this e-mail.`,
  });
}

export function passwordResetEmail(to: string, name: string, link: string, ttlMs: number): EmailMessage {
  return render({
    to,
    category: 'password-reset',
    subject: 'Reset your Nestwork password',
    greeting: `Hi ${name},`,
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Nestwork account.'],
    action: { label: 'Choose a new password', url: link },
    footer: `The link works once and expires in ${hours(ttlMs)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

export function emailChangedNotice(to: string, name: string, newEmail: string, supportEmail: string): EmailMessage {
  return render({
    to,
    category: 'email-changed',
    subject: 'Your Nestwork e-mail address was changed',
    greeting: `Hi ${name},`,
    paragraphs: [`The e-mail address of your Nestwork account was changed to ${newEmail}. You now sign in with the new address.`],
    footer: `If you did not make this change, contact ${supportEmail} right away.`,
  });
}

export function passwordChangedNotice(to: string, name: string, supportEmail: string): EmailMessage {
  return render({
    to,
    category: 'password-changed',
    subject: 'Your Nestwork password was changed',
    greeting: `Hi ${name},`,
    paragraphs: ['The password of your Nestwork account was just changed, and your other sessions were signed out.'],
    footer: `If you did not make this change, reset your password and contact ${supportEmail}.`,
  });
}
