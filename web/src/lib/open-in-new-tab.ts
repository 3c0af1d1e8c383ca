// Opens a link that must first be fetched (a signed resume URL) in a new tab. The tab is
// opened synchronously inside the click, so popup blockers allow it, and pointed at the URL
// once it arrives; on failure it is closed again and the error goes to the caller.
export async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await getUrl();
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
