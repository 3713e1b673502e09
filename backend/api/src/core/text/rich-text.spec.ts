import { RICH_TEXT_ALLOWED } from '@marketplace/contracts';
import { sanitizeRichText } from './rich-text';

const REL = 'rel="noopener noreferrer nofollow" target="_blank"';

/** Every tag name in the output, and every attribute name with its tag. */
function markupOf(html: string): { tags: string[]; attributes: string[] } {
  const tags: string[] = [];
  const attributes: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.push(match[1]!.toLowerCase());
    // The sanitiser writes every attribute as name="value", with quotes inside escaped.
    for (const attribute of match[2]!.matchAll(/\s([^\s=/"]+)(?:="[^"]*")?/g))
      attributes.push(`${match[1]!.toLowerCase()}[${attribute[1]!.toLowerCase()}]`);
  }
  return { tags, attributes };
}

describe('sanitizeRichText: what the editor writes is kept', () => {
  it('keeps paragraphs, line breaks, bold, italic and lists as they are', () => {
    const html =
      '<p><strong>Acme</strong> — <em>Support lead</em><br />2019 to 2024</p><ul><li><b>Led</b> 6 people</li><li><i>Cut</i> backlog</li></ul><ol><li>One</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https and mailto links, opened in a new tab without referrer or ranking', () => {
    expect(sanitizeRichText('<p><a href="https://acme.example/team">Acme</a></p>')).toBe(
      `<p><a href="https://acme.example/team" ${REL}>Acme</a></p>`,
    );
    expect(sanitizeRichText('<a href="http://acme.example">x</a>')).toBe(`<a href="http://acme.example/" ${REL}>x</a>`);
    expect(sanitizeRichText('<a href="mailto:maya@example.com">Mail me</a>')).toBe(
      `<a href="mailto:maya@example.com" ${REL}>Mail me</a>`,
    );
  });

  it('replaces whatever rel and target a link had, and drops its other attributes', () => {
    expect(
      sanitizeRichText(
        '<a href="https://acme.example/" rel="opener" target="_self" title="t" class="c" style="color:red" onclick="steal()" id="x">Acme</a>',
      ),
    ).toBe(`<a href="https://acme.example/" ${REL}>Acme</a>`);
  });

  it('escapes text that looks like markup and keeps entities as text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; 3 > 2 &quot;ok&quot; &#169;</p>')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 2 "ok" ©</p>',
    );
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('answers null when nothing visible is left, and for null', () => {
    for (const html of [
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<ul><li> </li></ul>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(sanitizeRichText(html)).toBeNull();
    }
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeNull();
  });
});

/** Hostile input, each with what must be left of it. */
const HOSTILE: Array<[string, string, string | null]> = [
  ['a script element', '<p>Hi</p><script>alert(document.cookie)</script>', '<p>Hi</p>'],
  ['a script in upper case with attributes', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
  ['a script split by a nested tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['an image with onerror', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
  ['an event handler on an allowed tag', '<p onmouseover="alert(1)" onclick=alert(2)>x</p>', '<p>x</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">click</a>', 'click'],
  ['a javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">click</a>', 'click'],
  ['a javascript: link hidden by a tab and a line break', '<a href="java\tscr\nipt:alert(1)">click</a>', 'click'],
  ['a javascript: link written with entities', '<a href="&#106;avascript&#58;alert(1)">click</a>', 'click'],
  [
    'a javascript: link in hex entities without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">click</a>',
    'click',
  ],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">click</a>', 'click'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', 'click'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">', null],
  ['a protocol-relative link', '<a href="//evil.example/x">click</a>', 'click'],
  ['a relative link', '<a href="/api/account/delete">click</a>', 'click'],
  ['a link without a target', '<a name="top">anchor</a>', 'anchor'],
  [
    'an unsafe link before a safe one',
    '<p><a href="javascript:x()">a</a> and <a href="https://acme.example">b</a></p>',
    `<p>a and <a href="https://acme.example/" ${REL}>b</a></p>`,
  ],
  [
    'a safe link nested in an unsafe one',
    '<a href="data:,x"><a href="https://acme.example">b</a>c</a>',
    `<a href="https://acme.example/" ${REL}>b</a>c`,
  ],
  ['a file: link', '<a href="file:///etc/passwd">click</a>', 'click'],
  ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['an iframe with text inside', '<iframe src="https://evil.example">fallback text</iframe><p>x</p>', '<p>x</p>'],
  [
    'an SVG with a script',
    '<svg onload=alert(1)><script>alert(2)</script><text>svg text</text></svg><p>x</p>',
    '<p>x</p>',
  ],
  [
    'SVG animate changing a link',
    '<svg><a href="#"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
    null,
  ],
  [
    'MathML',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>x</p>',
    '<p>x</p>',
  ],
  ['an object and an embed', '<object data="evil.swf"><embed src="evil.swf"></object><p>x</p>', '<p>x</p>'],
  ['a form with a button', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>', '<p>x</p>'],
  ['a base element', '<base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
  ['a link to a stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', '<p>x</p>'],
  ['a comment', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>', '<p>x</p>'],
  ['CDATA', '<p><![CDATA[<script>alert(1)</script>]]>x</p>', '<p>x</p>'],
  ['a tag closed wrongly', '<p><b><i>x</b></i></p>', '<p><b><i>x</i></b></p>'],
  ['an unclosed tag', '<p><strong>bold forever', '<p><strong>bold forever</strong></p>'],
  // A closing </p> without its opening tag is an empty paragraph to an HTML parser, as to a browser.
  ['a stray closing tag', '</li></ul>text</p>', 'text<p></p>'],
  ['a half tag at the end', '<p>x</p><a href="https://acme.example"', '<p>x</p>'],
  [
    'an attribute breaking out of its quotes',
    '<a href="https://acme.example/" title=""><script>alert(1)</script>">x</a>',
    `<a href="https://acme.example/" ${REL}>"&gt;x</a>`,
  ],
  [
    'a quote inside a link',
    "<a href='https://acme.example/?q=\"><script>alert(1)</script>'>x</a>",
    `<a href="https://acme.example/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E" ${REL}>x</a>`,
  ],
  ['a table', '<table><tr><td>cell</td></tr></table>', 'cell'],
  ['headings and divs', '<h1>Title</h1><div class="x">body</div>', 'Titlebody'],
  ['textarea content', '<textarea><script>alert(1)</script></textarea><p>x</p>', '<p>x</p>'],
  ['noscript content', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>x</p>', '<p>x</p>'],
  ['a template', '<template><script>alert(1)</script></template><p>x</p>', '<p>x</p>'],
  [
    'deeply nested formatting',
    `${'<b><i>'.repeat(200)}deep${'</i></b>'.repeat(200)}`,
    `${'<b><i>'.repeat(200)}deep${'</i></b>'.repeat(200)}`,
  ],
];

describe('sanitizeRichText: a hostile corpus', () => {
  it.each(HOSTILE)('removes %s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('leaves only allowed tags, and attributes only on links, whatever came in', () => {
    const allowed = new Set<string>(RICH_TEXT_ALLOWED.tags);
    for (const [, html] of HOSTILE) {
      const { tags, attributes } = markupOf(sanitizeRichText(html) ?? '');
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
      expect(attributes.filter((attribute) => !['a[href]', 'a[rel]', 'a[target]'].includes(attribute))).toEqual([]);
    }
  });

  it('keeps no script source, handler or dangerous scheme anywhere in its output', () => {
    const output = HOSTILE.map(([, html]) => sanitizeRichText(html) ?? '').join('\n');
    expect(output).not.toMatch(/<script|<style|<iframe|<svg|<img|\son\w+=|javascript:|vbscript:|data:/i);
    expect(output).not.toContain('display:none');
    expect(output).not.toContain('fallback text');
    expect(output).not.toContain('svg text');
  });

  it('changes nothing when run on its own output', () => {
    for (const [, html] of HOSTILE) {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});
