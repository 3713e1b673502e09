import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { EmailMessage } from '../notifications.constants';
import { emailText } from './plain-text';

/**
 * One kind of e-mail: its subject and React body from the same props. A domain keeps its templates
 * beside its code and builds them from this module's layout components.
 */
export interface EmailTemplate<Props> {
  /** What kind of mail this is (for logs), e.g. "verify-email". */
  readonly category: string;
  subject(props: Props): string;
  body(props: Props): ReactElement;
  /**
   * Alert and notification mails: the https address that unsubscribes with one POST (RFC 8058).
   * Transactional mails (verification, password reset, security notices) have none.
   */
  unsubscribeUrl?(props: Props): string;
}

/** The List-Unsubscribe headers that let mail clients offer their own one-click unsubscribe button (RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Renders a template into the message the queue carries: HTML (escaped by React), its text part and headers. */
export async function renderEmail<Props>(
  template: EmailTemplate<Props>,
  to: string,
  props: Props,
): Promise<EmailMessage> {
  const html = await render(template.body(props));
  const unsubscribeUrl = template.unsubscribeUrl?.(props);
  return {
    to,
    subject: template.subject(props),
    text: emailText(html),
    html,
    category: template.category,
    ...(unsubscribeUrl ? { headers: listUnsubscribeHeaders(unsubscribeUrl) } : {}),
  };
}
