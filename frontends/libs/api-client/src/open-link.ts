/**
 * Opens a link that a request must first answer (a signed download link) in a new tab. The tab is
 * opened before the request, while the click still counts as the user's (browsers block a tab
 * opened after an await as a pop-up), and is cut off from this page before it loads the link. A
 * failed request closes the tab and rethrows.
 */
export async function openLinkInNewTab(loadLink: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await loadLink();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
