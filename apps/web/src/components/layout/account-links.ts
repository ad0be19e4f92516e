import type { HeaderAccount } from '../../lib/identity/use-header-account';

export interface AccountLink {
  key: string;
  label: string;
  to: string;
}

/**
 * Where each audience's policies and claims live. The layout names no product line's code (dependency
 * rule), so these are the paths of the funeral routes (features/funeral/{retail,employee}/routes/paths.ts);
 * account-links.test.ts keeps the two in step. The employee's funeral page lists their policies with the
 * free benefit and salary-deduction cover they can take.
 */
const COVER_LINKS: Partial<Record<HeaderAccount['audience'], { policies: string; claims: string }>> = {
  retail: { policies: '/retail/funeral/policies', claims: '/retail/funeral/claims' },
  employee: { policies: '/employee/funeral', claims: '/employee/funeral/claims' },
};

/** The signed-in account's links in the header menu and the phone menu, in order. */
export function accountLinks(account: HeaderAccount): AccountLink[] {
  const cover = COVER_LINKS[account.audience];
  return [
    { key: 'home', label: 'My account', to: account.home },
    ...(cover
      ? [
          { key: 'policies', label: 'My policies', to: cover.policies },
          { key: 'claims', label: 'My claims', to: cover.claims },
        ]
      : []),
    ...(account.profile ? [{ key: 'profile', label: 'Profile', to: account.profile }] : []),
  ];
}
