/** What nodemailer's errors carry about the SMTP exchange. */
interface SmtpErrorFields {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/**
 * Whether the mail server refused the message for good: a 5xx answer (RFC 5321) to the message or
 * its recipient. A refused login (EAUTH) is 5xx too, but it is the server's settings that are wrong,
 * not the mail: that one fails as a passing failure, retried and then recorded.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { responseCode, code } = error as SmtpErrorFields;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}

/** The length of a stored reason (the column's). */
export const REASON_MAX = 500;

/**
 * Why a delivery failed, as admins read it: the server's own answer when there is one, else the
 * error's message; a password in a server address is masked and the text fits the column.
 */
export function deliveryFailureReason(error: unknown): string {
  const fields = (error && typeof error === 'object' ? error : { message: String(error) }) as SmtpErrorFields;
  const text =
    typeof fields.response === 'string' && fields.response.trim() !== ''
      ? fields.response
      : typeof fields.message === 'string' && fields.message.trim() !== ''
        ? fields.message
        : 'Unknown error';
  const code = typeof fields.code === 'string' ? `${fields.code}: ` : '';
  const clean = `${code}${text}`
    .replace(/\/\/[^/@\s]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length <= REASON_MAX ? clean : `${clean.slice(0, REASON_MAX - 1)}…`;
}
