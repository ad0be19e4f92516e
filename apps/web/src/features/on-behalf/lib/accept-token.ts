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

export function forgetAcceptToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing kept.
  }
}

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
