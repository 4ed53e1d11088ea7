/** For pages served without HTTPS and old WebViews, where navigator.clipboard does not exist or refuses. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Puts the text on the clipboard; throws when the browser would not. */
export async function writeClipboard(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard API');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyWithSelection(text)) throw error;
  }
}
