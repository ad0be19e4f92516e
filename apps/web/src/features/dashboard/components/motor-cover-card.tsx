import type { Audience } from '../../../lib/identity';
import { motorCreditLifeLine } from '../../motor/shared/credit-life/motor-credit-life-line';
import { motorWebPaths } from '../../motor/shared/policies/paths';
import {
  motorApplicationListPath,
  motorPolicyListPath,
  vehicleCreditLifeListPath,
} from '../api/dashboard-api';
import { CoverCard, type CoverLinks } from './cover-card';
import type { ProductLine } from './product-lines';

/** Where each audience's motor policies, claims and vehicle credit life are, beyond the dashboard's short list. */
export function motorLinks(audience: Audience): CoverLinks {
  const paths = motorWebPaths(audience);
  const creditLife = motorCreditLifeLine(audience).paths;
  return {
    policy: paths.policy,
    more: [
      { label: 'All my motor cover', to: paths.policies },
      { label: 'My motor claims', to: paths.claims },
      { label: 'My vehicle credit life', to: creditLife.creditLifeList },
    ],
    alongside: {
      path: vehicleCreditLifeListPath(audience),
      policy: creditLife.creditLife,
      what: 'vehicle credit life policies',
    },
  };
}

/** The user's motor policies, beside their funeral and device ones. */
export function MotorCoverCard({ audience, line }: { audience: Audience; line: ProductLine }) {
  return (
    <CoverCard
      line={line}
      path={motorPolicyListPath(audience)}
      links={motorLinks(audience)}
      what="motor policies"
      applications={{
        path: motorApplicationListPath(audience),
        to: motorWebPaths(audience).policies,
        what: 'motor applications',
      }}
    />
  );
}
