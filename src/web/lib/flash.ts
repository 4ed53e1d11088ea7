/**
 * A notice for the next page of this tab (sessionStorage), for a change confirmed just before the app
 * hands over to a page the server renders (saving a code, then its page): that page shows it once.
 */
const FLASH_KEY = 'flash_notice';

export interface FlashNotice {
  title: string;
  description?: string;
}

export function setFlash(notice: FlashNotice): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused: the page shows the change itself.
  }
}

/** The notice left for this page, once (it is forgotten as it is read). */
export function takeFlash(): FlashNotice | null {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const notice = text ? (JSON.parse(text) as Partial<FlashNotice>) : null;
    return typeof notice?.title === 'string' ? { title: notice.title, description: notice.description } : null;
  } catch {
    return null;
  }
}
