import { useGetConfigQuery } from '../../../app/config-api';
import type { Audience } from '../../../lib/identity';
import { EMPLOYEE_FUNERAL_PATHS } from '../../funeral/employee/routes/paths';
import { FUNERAL_PATHS_WEB } from '../../funeral/retail/routes/paths';
import { funeralApplicationListPath, funeralPolicyListPath } from '../api/dashboard-api';
import { CoverCard, type CoverLinks } from './cover-card';
import type { ProductLine } from './product-lines';

/** Where each audience's funeral policies and claims are, beyond the dashboard's short list. */
export const FUNERAL_LINKS: Record<Audience, CoverLinks> = {
  retail: {
    policy: FUNERAL_PATHS_WEB.policy,
    more: [
      { label: 'All my policies', to: FUNERAL_PATHS_WEB.policies },
      { label: 'My claims', to: FUNERAL_PATHS_WEB.claims },
    ],
  },
  employee: {
    policy: EMPLOYEE_FUNERAL_PATHS.policy,
    more: [
      { label: 'All my funeral cover', to: EMPLOYEE_FUNERAL_PATHS.overview },
      { label: 'My claims', to: EMPLOYEE_FUNERAL_PATHS.claims },
    ],
  },
};

/** The user's funeral policies (retail: the jmr family when the config says so). */
export function FuneralCoverCard({ audience, line }: { audience: Audience; line: ProductLine }) {
  const config = useGetConfigQuery();
  const path = config.data ? funeralPolicyListPath(audience, config.data.flags.useJmrEndpoints) : null;
  return (
    <CoverCard
      line={line}
      path={path}
      pathProblem={config.error ? config : null}
      links={FUNERAL_LINKS[audience]}
      what="funeral policies"
      applications={{
        path: config.data ? funeralApplicationListPath(audience, config.data.flags.useJmrEndpoints) : null,
        to: FUNERAL_LINKS[audience].more[0]?.to ?? '',
        what: 'funeral applications',
      }}
    />
  );
}
