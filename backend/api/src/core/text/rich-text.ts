import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ALLOWED, richTextPlainText } from '@marketplace/contracts';

/** What every kept link carries: it opens elsewhere, tells the target nothing, and passes no ranking. */
const LINK_REL = 'noopener noreferrer nofollow';

const LINK_PROTOCOLS = new Set<string>(RICH_TEXT_ALLOWED.linkSchemes.map((scheme) => `${scheme}:`));

/**
 * Elements whose content is dropped along with them: code, styles, embedded documents and foreign
 * markup (SVG, MathML), where keeping the text would put a script's or a stylesheet's source on the page.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
];

/**
 * A link's target as the page will use it: an absolute http(s) URL with a host, or a mailto
 * address, in the URL parser's own spelling (which drops the tabs and line breaks that hide
 * `java\nscript:`); null for anything else (relative, data:, javascript:, vbscript:, ...).
 */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  return url.href;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED.tags],
  // Only links carry attributes, and only these three, which the transform below sets itself.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...RICH_TEXT_ALLOWED.linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  // Removed, not escaped: the editor never writes other tags, so escaped markup would only be noise.
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A link keeps only a safe target and the forced rel and target; one without a safe target keeps nothing.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName, attribs: href ? { href, rel: LINK_REL, target: '_blank' } : {} };
    },
  },
  // ...and then goes, its text staying. (Renaming it to a disallowed tag instead would trip the
  // library: a later link at the same depth would be closed with that other tag's name.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The work-experience editor's HTML reduced to RICH_TEXT_ALLOWED (contracts: seeker-profile.ts):
 * paragraphs, line breaks, bold, italic, lists and http/https/mailto links opened in a new tab;
 * every other tag is removed (its text kept, except for scripts, styles and embedded content) and
 * every other attribute dropped. Null when nothing visible is left. Running it on its own output
 * changes nothing, so text the editor sends back unchanged is stored unchanged.
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return richTextPlainText(clean) === '' ? null : clean;
}
