import { toPlainText } from '@react-email/render';

// The parts of html-to-text's DOM nodes and text builder that the formatters below use (the
// converter @react-email/render runs ships no type declarations).
interface TextNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: TextNode[];
}
interface TextBuilder {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number; blockTransform?: (text: string) => string }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}
type Walk = (nodes: TextNode[] | undefined, builder: TextBuilder) => void;
type Formatter = (elem: TextNode, walk: Walk, builder: TextBuilder) => void;

/** How a layout component asks for its text-part shape (the `data-text-format` attribute). */
export const TEXT_FORMAT = {
  /** A link read as "Label: https://..." on the label's line. */
  action: 'action',
  /** A linked title with detail lines: title, then the details and the address, indented below. */
  listing: 'listing',
  /** A link read as its words only (the listing gives its address on a line of its own). */
  label: 'label',
} as const;

function firstHref(node: TextNode): string | null {
  if (node.name === 'a' && node.attribs?.href) return node.attribs.href;
  for (const child of node.children ?? []) {
    const href = firstHref(child);
    if (href) return href;
  }
  return null;
}

const indentAfterFirstLine = (text: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `  ${line}`))
    .join('\n');

const formatAction: Formatter = (elem, walk, builder) => {
  walk(elem.children, builder);
  const href = elem.attribs?.href;
  if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
};

const formatListing: Formatter = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  const href = firstHref(elem);
  if (href) {
    builder.openBlock({ leadingLineBreaks: 1 });
    builder.addInline(href, { noWordTransform: true });
    builder.closeBlock({ trailingLineBreaks: 1 });
  }
  builder.closeBlock({ trailingLineBreaks: 2, blockTransform: indentAfterFirstLine });
};

const PLAIN_TEXT_OPTIONS = {
  formatters: { [TEXT_FORMAT.action]: formatAction, [TEXT_FORMAT.listing]: formatListing },
  selectors: [
    { selector: `a[data-text-format=${TEXT_FORMAT.action}]`, format: TEXT_FORMAT.action },
    { selector: `[data-text-format=${TEXT_FORMAT.listing}]`, format: TEXT_FORMAT.listing },
    { selector: `a[data-text-format=${TEXT_FORMAT.label}]`, format: 'anchor', options: { ignoreHref: true } },
  ],
};

/** The text part of a rendered mail: @react-email/render's converter plus the layout's formats. */
export function emailText(html: string): string {
  return toPlainText(html, PLAIN_TEXT_OPTIONS);
}
