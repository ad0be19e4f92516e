import type { Audience } from '../../../lib/identity';
import { deviceWebPaths } from '../../device/shared/policies/paths';
import {
  deviceApplicationListPath,
  deviceCreditLifeListPath,
  devicePolicyListPath,
} from '../api/dashboard-api';
import { CoverCard, type CoverLinks } from './cover-card';
import type { ProductLine } from './product-lines';

/** Where each audience's device policies, claims and phone credit life are, beyond the dashboard's short list. */
export function deviceLinks(audience: Audience): CoverLinks {
  const paths = deviceWebPaths(audience);
  return {
    policy: paths.policy,
    more: [
      { label: 'All my device cover', to: paths.policies },
      { label: 'My device claims', to: paths.claims },
      { label: 'My phone credit life', to: paths.creditLifeList },
    ],
    alongside: {
      path: deviceCreditLifeListPath(audience),
      policy: paths.creditLife,
      what: 'phone credit life policies',
    },
  };
}

/** The user's device policies, beside their funeral ones. */
export function DeviceCoverCard({ audience, line }: { audience: Audience; line: ProductLine }) {
  return (
    <CoverCard
      line={line}
      path={devicePolicyListPath(audience)}
      links={deviceLinks(audience)}
      what="device policies"
      applications={{
        path: deviceApplicationListPath(audience),
        to: deviceWebPaths(audience).policies,
        what: 'device applications',
      }}
    />
  );
}
