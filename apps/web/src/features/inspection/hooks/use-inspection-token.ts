import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readStoredToken, rememberToken, tokenFromHash } from '../lib/inspection-token';

/**
 * The inspection link's token: from the address's `#t=` fragment (then kept in sessionStorage and removed
 * from the address bar: the router replaces the history entry with history.replaceState), or from
 * sessionStorage after a reload. Null when the page was opened without a link.
 */
export function useInspectionToken(): string | null {
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenFromHash(hash) ?? readStoredToken());

  useEffect(() => {
    const fromHash = tokenFromHash(hash);
    if (!fromHash) return;
    rememberToken(fromHash);
    setToken(fromHash);
    void navigate({ pathname, search, hash: '' }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  return token;
}
