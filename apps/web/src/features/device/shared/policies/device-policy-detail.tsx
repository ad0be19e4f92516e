import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DevicePolicyDetail } from '@cover/domain/device';
import { isClaimablePolicy } from '../../../../components/claims/claimable-policy';
import { NewClaimButton } from '../../../../components/claims/new-claim-button';
import { PaymentDetailsCard } from '../../../../components/policies/payment-details-card';
import { hasEnded } from '../../../../components/policies/policy-ended';
import { PolicyActionNav, policyActionLinks } from '../../../../components/policies/policy-action-nav';
import { PolicyDetailLayout } from '../../../../components/policies/policy-detail-layout';
import { LapsedPolicyReinstatement } from '../../../../components/policies/reinstatement/reinstatement-panel';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyDocumentsOf } from '../../../../components/policies/policy-documents';
import { PolicyHistory } from '../../../../components/policies/policy-history';
import { isRemovablePolicy } from '../../../../components/policies/remove-from-list';
import {
  useGetDevicePolicyDocumentsQuery,
  useGetDevicePolicyQuery,
  type DeviceFamily,
} from '../api/servicing-api';
import { DeviceRemoveFromList } from './device-remove-from-list';
import { DevicePolicySummary, ExcessTable, InsuredPhone } from './device-facts';
import { DEVICE_POLICY_ACTIONS } from './device-policy-actions';
import { OpenClaimText } from './open-claim';
import { deviceWebPaths, type DeviceWebPaths } from './paths';

/**
 * 'Make a claim', or why not now: one claim at a time per phone (the open one is linked, also once the
 * policy ended). A cancelled or lapsed policy still takes a claim for an incident before its cover ended;
 * one ended by the claim for the phone's loss takes none (claimable-policy.ts).
 */
function ClaimAction({ policy, paths }: { policy: DevicePolicyDetail; paths: DeviceWebPaths }) {
  const open = policy.module.openClaim;
  const claimable = isClaimablePolicy(policy);
  if (open)
    return (
      <>
        {claimable ? (
          <Button variant="contained" disabled aria-describedby="device-open-claim">
            Make a claim
          </Button>
        ) : null}
        <Alert id="device-open-claim" severity="info" sx={{ flex: '1 1 100%' }}>
          <OpenClaimText claim={open} paths={paths} />
        </Alert>
      </>
    );
  return <NewClaimButton policy={policy} to={paths.newClaim(policy.policyId)} label="Make a claim" />;
}

/**
 * One device policy (either audience): the policy and its phone, the excess of every claim type, payment
 * details, the schedule documents and history; a claim, the payment and cancel screens, removal of an ended
 * policy from the list, and the credit life policy sold with it.
 */
export function DevicePolicyDetailPage({ family }: { family: DeviceFamily }) {
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const paths = deviceWebPaths(family);
  const policy = useGetDevicePolicyQuery({ family, policyId });
  const documents = useGetDevicePolicyDocumentsQuery({ family, policyId }, { skip: !policy.isSuccess });
  return (
    <PolicyDetailShell
      policy={policy}
      back={{ to: paths.policies, label: 'My device cover' }}
      title="Your device cover"
      loadingLines={6}
    >
      {(data) => {
        const links = policyActionLinks(DEVICE_POLICY_ACTIONS, data.status === 'ACTIVE', (action) =>
          paths.policyAction(data.policyId, action),
        );
        return (
          <PolicyDetailLayout
            summary={<DevicePolicySummary policy={data} />}
            notice={<LapsedPolicyReinstatement audience={family} policy={data} />}
            actions={
              <PolicyActionNav links={links}>
                <ClaimAction policy={data} paths={paths} />
                {data.module.creditLifePolicyId ? (
                  <Button
                    component={RouterLink}
                    to={paths.creditLife(data.module.creditLifePolicyId)}
                    variant="outlined"
                    sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                  >
                    Credit life policy
                  </Button>
                ) : null}
                {isRemovablePolicy(data) ? (
                  <DeviceRemoveFromList
                    family={family}
                    policyId={data.policyId}
                    subject={`policy ${data.policyNumber}`}
                    onRemoved={() => void navigate(paths.policies)}
                  />
                ) : null}
              </PolicyActionNav>
            }
            covered={<InsuredPhone device={data.module.device} />}
            aside={
              <>
                <ExcessTable excesses={data.module.excesses} />
                <PaymentDetailsCard
                  details={data.module.paymentDetails}
                  ended={hasEnded(data)}
                  action={
                    <Button component={RouterLink} to={paths.policyAction(data.policyId, 'payment')}>
                      View
                    </Button>
                  }
                />
              </>
            }
            documents={<PolicyDocumentsOf documents={documents} area={`${family} device policy documents`} />}
            history={<PolicyHistory events={data.history} />}
          />
        );
      }}
    </PolicyDetailShell>
  );
}
