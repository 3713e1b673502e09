import { isReturnPath, NEXT_PARAM } from '@marketplace/contracts';
import {
  ActionButton,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  renderEmail,
} from '../../notifications';

/**
 * The browser routes the e-mail links open (the shell's pages read the token from the query). A
 * verification link also carries the page to come back to once verified, when sign-up gave one;
 * only a path of this site is ever written into it.
 */
export function verifyEmailLink(publicUrl: string, token: string, returnTo?: string | null): string {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return isReturnPath(returnTo) ? `${link}&${NEXT_PARAM}=${encodeURIComponent(returnTo)}` : link;
}

/** The reset page's link, carrying the one-time token. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
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

/** A mail carrying a one-time link (verification, password reset). */
export interface AccountLinkEmailProps {
  name: string;
  link: string;
  ttlMs: number;
}

/** A security notice: what changed, and whom to contact if it was not the user. */
export interface AccountNoticeEmailProps {
  name: string;
  supportEmail: string;
}

// Account mails are transactional: they carry no List-Unsubscribe (nobody can opt out of them).

/** Sent on sign-up and on an e-mail change: proves the address. */
export const verifyEmailTemplate: EmailTemplate<AccountLinkEmailProps> = {
  category: 'verify-email',
  subject: () => 'Confirm your e-mail address for Nestwork',
  body: ({ name, link, ttlMs }) => (
    <EmailLayout preview="Confirm that this is your e-mail address.">
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>
        Please confirm that this is your e-mail address, so we can reach you about your account and applications.
      </Paragraph>
      <ActionButton href={link}>Confirm e-mail address</ActionButton>
      <FinePrint>{`The link works once and expires in ${hours(ttlMs)}. If you did not create a Nestwork account, ignore this e-mail.`}</FinePrint>
    </EmailLayout>
  ),
};

/** Sent by the worker for a reset request of an existing account. */
export const passwordResetTemplate: EmailTemplate<AccountLinkEmailProps> = {
  category: 'password-reset',
  subject: () => 'Reset your Nestwork password',
  body: ({ name, link, ttlMs }) => (
    <EmailLayout preview="Choose a new password for your Nestwork account.">
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>Someone (hopefully you) asked to reset the password of your Nestwork account.</Paragraph>
      <ActionButton href={link}>Choose a new password</ActionButton>
      <FinePrint>{`The link works once and expires in ${hours(ttlMs)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`}</FinePrint>
    </EmailLayout>
  ),
};

/** Sent to the old address after an e-mail change, in case it was not the owner. */
export const emailChangedTemplate: EmailTemplate<AccountNoticeEmailProps & { newEmail: string }> = {
  category: 'email-changed',
  subject: () => 'Your Nestwork e-mail address was changed',
  body: ({ name, newEmail, supportEmail }) => (
    <EmailLayout preview="The e-mail address of your Nestwork account was changed.">
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>{`The e-mail address of your Nestwork account was changed to ${newEmail}. You now sign in with the new address.`}</Paragraph>
      <FinePrint>{`If you did not make this change, contact ${supportEmail} right away.`}</FinePrint>
    </EmailLayout>
  ),
};

/** Sent after a password change or reset, in case it was not the owner. */
export const passwordChangedTemplate: EmailTemplate<AccountNoticeEmailProps> = {
  category: 'password-changed',
  subject: () => 'Your Nestwork password was changed',
  body: ({ name, supportEmail }) => (
    <EmailLayout preview="The password of your Nestwork account was changed.">
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>
        The password of your Nestwork account was just changed, and your other sessions were signed out.
      </Paragraph>
      <FinePrint>{`If you did not make this change, reset your password and contact ${supportEmail}.`}</FinePrint>
    </EmailLayout>
  ),
};

/** The rendered mails, for the services that queue them. */
export function verificationEmail(to: string, name: string, link: string, ttlMs: number): Promise<EmailMessage> {
  return renderEmail(verifyEmailTemplate, to, { name, link, ttlMs });
}

export function passwordResetEmail(to: string, name: string, link: string, ttlMs: number): Promise<EmailMessage> {
  return renderEmail(passwordResetTemplate, to, { name, link, ttlMs });
}

export function emailChangedNotice(
  to: string,
  name: string,
  newEmail: string,
  supportEmail: string,
): Promise<EmailMessage> {
  return renderEmail(emailChangedTemplate, to, { name, newEmail, supportEmail });
}

export function passwordChangedNotice(to: string, name: string, supportEmail: string): Promise<EmailMessage> {
  return renderEmail(passwordChangedTemplate, to, { name, supportEmail });
}
