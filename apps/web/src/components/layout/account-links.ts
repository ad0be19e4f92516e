import type { HeaderAccount } from '../../lib/identity/use-header-account';

export interface AccountLink {
  key: string;
  label: string;
  to: string;
}

/**
 * Where each audience's policies and claims live, line by line: funeral ('My funeral cover', 'My funeral claims'),
 * device and motor cover. The layout names no product line's code (dependency rule), so these are the paths of the
 * lines' routes (features/funeral/{retail,employee}/routes/paths.ts, features/device/shared/policies/
 * paths.ts); account-links.test.ts keeps them in step. The employee's funeral page lists their policies
 * with the free benefit and salary-deduction cover they can take.
 */
const COVER_LINKS: Partial<Record<HeaderAccount['audience'], AccountLink[]>> = {
  retail: [
    { key: 'policies', label: 'My funeral cover', to: '/retail/funeral/policies' },
    { key: 'claims', label: 'My funeral claims', to: '/retail/funeral/claims' },
    { key: 'device-policies', label: 'My device cover', to: '/retail/device/policies' },
    { key: 'device-claims', label: 'My device claims', to: '/retail/device/claims' },
    { key: 'motor-policies', label: 'My motor cover', to: '/retail/motor/policies' },
    { key: 'motor-claims', label: 'My motor claims', to: '/retail/motor/claims' },
  ],
  employee: [
    { key: 'policies', label: 'My funeral cover', to: '/employee/funeral' },
    { key: 'claims', label: 'My funeral claims', to: '/employee/funeral/claims' },
    { key: 'device-policies', label: 'My device cover', to: '/employee/device/policies' },
    { key: 'device-claims', label: 'My device claims', to: '/employee/device/claims' },
    { key: 'motor-policies', label: 'My motor cover', to: '/employee/motor/policies' },
    { key: 'motor-claims', label: 'My motor claims', to: '/employee/motor/claims' },
  ],
};

/** The signed-in account's links in the header menu and the phone menu, in order. */
export function accountLinks(account: HeaderAccount): AccountLink[] {
  return [
    { key: 'home', label: 'My account', to: account.home },
    ...(COVER_LINKS[account.audience] ?? []),
    ...(account.profile ? [{ key: 'profile', label: 'Profile', to: account.profile }] : []),
  ];
}
