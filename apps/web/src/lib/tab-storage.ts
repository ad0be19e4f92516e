/**
 * What a form keeps in this tab's sessionStorage so a reload or leaving the page loses nothing typed:
 * JSON values by key. sessionStorage lives only as long as the tab, is not shared with other tabs and is
 * never sent anywhere. Storage refused (privacy settings) or full: nothing is kept, and nothing fails.
 */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key` (parsed JSON), or null. */
export function readTabValue(key: string): unknown {
  try {
    const text = tabStorage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeTabValue(key: string, value: unknown): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: the form is still on screen, only not kept
  }
}

export function dropTabValue(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // nothing kept to forget
  }
}
