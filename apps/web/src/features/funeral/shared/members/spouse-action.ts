import type { PolicyDetail } from '@cover/domain/funeral';
import type { PolicyActionEntry } from '../../../../components/policies/policy-action-nav';

/** The change screens a funeral policy offers: adding a spouse only while it covers none. */
export const offeredActions = <Entry extends PolicyActionEntry>(
  entries: readonly Entry[],
  policy: PolicyDetail,
): Entry[] => entries.filter((entry) => entry.action !== 'spouse' || !policy.module.spouse);
