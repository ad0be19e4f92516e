import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The account a page is handed by the one before it (sign-up → confirm, forgot password → check email):
 * the username, which for a retail customer is their SA ID number, and where a code was sent. It travels in
 * the history entry's state, never in the address, so it does not reach the browser's history list, a
 * shared link, a bookmark or a referrer (QA walk 10 no. 1); the entry's state survives a reload of the tab.
 */
export interface HandedAccount {
  username: string;
  /** where the code went, masked ('n***@e***.org') */
  destination?: string;
}

const HANDED_KEYS = ['username', 'destination'] as const;

/** The navigation options that hand `account` to the next page. */
export const handAccount = (account: HandedAccount) => ({ state: { handedAccount: account } });

const handedOf = (state: unknown): Partial<HandedAccount> => {
  const handed = (state as { handedAccount?: unknown } | null)?.handedAccount;
  if (typeof handed !== 'object' || handed === null) return {};
  const { username, destination } = handed as Record<string, unknown>;
  return {
    ...(typeof username === 'string' ? { username } : {}),
    ...(typeof destination === 'string' ? { destination } : {}),
  };
};

/**
 * The account handed to this page. An older link that still carries it in the address is read once, and the
 * address is replaced by one without it (the account moved into the entry's state).
 */
export function useHandedAccount(): { username: string; destination: string } {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = handedOf(location.state);
  const params = new URLSearchParams(location.search);
  const username = handed.username ?? params.get('username') ?? '';
  const destination = handed.destination ?? params.get('destination') ?? '';
  const inAddress = HANDED_KEYS.some((key) => params.has(key));
  useEffect(() => {
    if (!inAddress) return;
    const kept = new URLSearchParams(location.search);
    for (const key of HANDED_KEYS) kept.delete(key);
    const search = kept.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, ...handAccount({ username, ...(destination ? { destination } : {}) }) },
    );
  }, [inAddress, location.pathname, location.search, location.hash, navigate, username, destination]);
  return { username, destination };
}
