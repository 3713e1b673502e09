import { RICH_TEXT_ALLOWED, isEmail, isHttpUrl, richTextPlainText } from '@marketplace/contracts';

/**
 * The work-experience editor's pure rules, apart from the editor so the page and the tests use them
 * without loading Tiptap (which only the lazy RichTextEditor chunk imports).
 */

/** What the form keeps from the editor's HTML: null when nothing visible was written (an empty paragraph or list). */
export function editorValue(html: string): string | null {
  return richTextPlainText(html) === '' ? null : html;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A link the server keeps (RICH_TEXT_ALLOWED.linkSchemes): http and https to a real host, or mailto an address. */
export function isAllowedLink(href: string): boolean {
  const text = href.trim();
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme || !(RICH_TEXT_ALLOWED.linkSchemes as readonly string[]).includes(scheme)) return false;
  if (scheme === 'mailto') {
    try {
      return isEmail(decodeURIComponent(text.slice('mailto:'.length).split('?')[0] ?? ''));
    } catch {
      return false; // a malformed %-escape
    }
  }
  return isHttpUrl(text);
}

/**
 * What the link box makes of typed text: an address without a scheme gets https://, an e-mail
 * address mailto:. Null when the result is not a link the server keeps.
 */
export function normalizeLink(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  // 'localhost:3000' looks like a scheme but is not one we keep; anything with a scheme is taken as typed.
  const candidate =
    SCHEME.test(text) && !/^[^:]+:\d/.test(text) ? text : isEmail(text) ? `mailto:${text}` : `https://${text}`;
  return isAllowedLink(candidate) ? candidate : null;
}

/** The link box's message for text normalizeLink refuses. */
export const LINK_INVALID_MESSAGE = 'Please enter a web address (http:// or https://) or an e-mail address';
