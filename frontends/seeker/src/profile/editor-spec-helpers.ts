/**
 * jsdom has no layout, and ProseMirror measures the caret to scroll it into view after each change.
 * Specs that render the real work-experience editor call this once (beforeAll) so those
 * measurements answer empty boxes instead of throwing.
 */
export function stubEditorLayout(): void {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return emptyRect as DOMRect;
  };
  document.elementFromPoint = () => null;
}
