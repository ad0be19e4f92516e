/**
 * The SMS link's token (issue 11): it arrives in the address's fragment (`/inspection#t=<token>`), never in
 * a path or query, so that it reaches no server log and no Referer. The page keeps it in sessionStorage for
 * this tab (a reload still works) and removes it from the address bar.
 */
const TOKEN_KEY = 'cover.inspection.token';
/** As the server's header schema: at most 100 characters. */
const MAX_TOKEN_LENGTH = 100;

const plausible = (token: string | null | undefined): token is string =>
  !!token && token.length <= MAX_TOKEN_LENGTH && !/\s/.test(token);

/** The token of a `#t=<token>` fragment, or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim();
  return plausible(token) ? token : null;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_KEY);
    return plausible(token) ? token : null;
  } catch {
    return null;
  }
}

export function rememberToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Private browsing may refuse: the page works until it is reloaded.
  }
}
