import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onBehalfTokenField } from '@cover/domain/motor';

/**
 * The acceptance link's token (`/employee/accept#t=<token>`): in the fragment, so it reaches no server log
 * and no Referer. It is kept in sessionStorage for this tab as soon as the page opens, so it survives the
 * sign-in (which returns to /employee/accept) and a reload, and is forgotten once the employee accepted.
 */
const TOKEN_KEY = 'cover.onBehalf.token';

/** A token as the contract takes it, or null. */
const plausible = (value: string | null | undefined): string | null => {
  const parsed = onBehalfTokenField.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The token of a `#t=<token>` fragment, or null. */
export const tokenFromHash = (hash: string): string | null =>
  plausible(new URLSearchParams(hash.replace(/^#/, '')).get('t'));

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readAcceptToken(): string | null {
  try {
    return plausible(storage()?.getItem(TOKEN_KEY));
  } catch {
    return null;
  }
}

export function rememberAcceptToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Private browsing may refuse: the page works until it is reloaded.
  }
}

/**
 * The links this tab opened, by the application each turned out to be for (known once its review loaded), so
 * that with two applications waiting each leads to its own review page and never to the other's link.
 */
const BY_APPLICATION_KEY = 'cover.onBehalf.tokens';

function tokensByApplication(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(BY_APPLICATION_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept).flatMap(([applicationId, value]) => {
        const token = plausible(typeof value === 'string' ? value : null);
        return token ? [[applicationId, token]] : [];
      }),
    );
  } catch {
    return {};
  }
}

function keepTokensByApplication(tokens: Record<string, string>): void {
  try {
    storage()?.setItem(BY_APPLICATION_KEY, JSON.stringify(tokens));
  } catch {
    // Private browsing may refuse: the list then says to open the emailed link.
  }
}

/** Notes that `token` (the link opened in this tab) is the one of application `applicationId`. */
export function rememberAcceptTokenFor(applicationId: string, token: string): void {
  if (tokensByApplication()[applicationId] === token) return;
  keepTokensByApplication({ ...tokensByApplication(), [applicationId]: token });
}

/** The link this tab opened for application `applicationId`, or null. */
export function acceptTokenFor(applicationId: string): string | null {
  return tokensByApplication()[applicationId] ?? null;
}

/** Forgets the link in use, and (once accepted or declined) application `applicationId`'s. */
export function forgetAcceptToken(applicationId?: string): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
    if (!applicationId) return;
    const { [applicationId]: _done, ...rest } = tokensByApplication();
    keepTokensByApplication(rest);
  } catch {
    // Nothing kept.
  }
}

/** The review page's address for a link: the token in the fragment, hidden again as soon as it opens. */
export const acceptPageWithToken = (route: string, token: string) =>
  `${route}#${new URLSearchParams({ t: token }).toString()}`;

/** The token of the link, kept at once (before any redirect to the sign-in); null without one. */
export function useAcceptToken(): string | null {
  const { hash } = useLocation();
  const [token] = useState(() => {
    const fromHash = tokenFromHash(hash);
    if (fromHash) rememberAcceptToken(fromHash);
    return fromHash ?? readAcceptToken();
  });
  return tokenFromHash(hash) ?? token;
}

/** Removes the token from the address bar (the history entry is replaced) once the page holds it. */
export function useHideTokenInAddress(): void {
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const fromHash = tokenFromHash(hash);
    if (!fromHash) return;
    rememberAcceptToken(fromHash);
    void navigate({ pathname, search, hash: '' }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);
}
