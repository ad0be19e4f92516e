import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MOTOR_COOLING_OFF_DAYS, type MotorPolicyDetail } from '@cover/domain/motor';
import { CancellationTermsPanel } from '../../../../components/policies/cancellation-terms';
import { paidBySalary } from '../../../../components/policies/refund-words';
import { ExcessTable } from '../../../../components/policies/excess-table';
import { PaymentDetailsCard } from '../../../../components/policies/payment-details-card';
import { hasEnded } from '../../../../components/policies/policy-ended';
import { PolicyActionNav, policyActionLinks } from '../../../../components/policies/policy-action-nav';
import { PolicyDetailLayout } from '../../../../components/policies/policy-detail-layout';
import { LapsedPolicyReinstatement } from '../../../../components/policies/reinstatement/reinstatement-panel';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyDocumentsOf } from '../../../../components/policies/policy-documents';
import { PolicyHistory } from '../../../../components/policies/policy-history';
import { isRemovablePolicy } from '../../../../components/policies/remove-from-list';
import { SectionCard } from '../../../../components/policies/section-card';
import {
  useGetMotorPolicyDocumentsQuery,
  useGetMotorPolicyQuery,
  type MotorFamily,
} from '../api/servicing-api';
import { excessRuleText } from '../quote/excess-text';
import { InsuredVehicleCard, MotorPolicySummary, UseAndDriverCard } from './motor-facts';
import { MOTOR_POLICY_ACTIONS } from './motor-policy-actions';
import { MotorRemoveFromList } from './motor-remove-from-list';
import { LinkedCreditLifeButton } from '../credit-life/linked-credit-life';
import { motorWebPaths, type MotorWebPaths } from './paths';
import { PendingChange } from './pending-change';
import { NewClaimButton } from '../../../../components/claims/new-claim-button';

const WIDE_ON_PHONES = { flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

/**
 * The policy's claims, and a new one while a claim can be made: in force, or cancelled or lapsed for an
 * incident before its cover ended (not once the claim for the vehicle's theft or hijacking ended it).
 */
function ClaimActions({ policy, paths }: { policy: MotorPolicyDetail; paths: MotorWebPaths }) {
  return (
    <>
      <NewClaimButton policy={policy} to={paths.newClaim(policy.policyId)} label="Make a claim" />
      <Button
        component={RouterLink}
        to={paths.policyClaims(policy.policyId)}
        variant="outlined"
        sx={WIDE_ON_PHONES}
      >
        Claims on this policy
      </Button>
    </>
  );
}

/** The claim being dealt with on this vehicle, linked. */
function OpenClaimNotice({ policy, paths }: { policy: MotorPolicyDetail; paths: MotorWebPaths }) {
  const open = policy.module.openClaim;
  if (!open) return null;
  return (
    <Alert severity="info">
      A claim on this vehicle is being dealt with.{' '}
      <Link component={RouterLink} to={paths.claim(open.claimId)}>
        See claim {open.claimNumber}
      </Link>
    </Alert>
  );
}

/**
 * One motor policy (either audience): the policy, its vehicle and scheme, the excess of every claim type,
 * use, driver and address, payment details, what cancelling would mean, the schedule documents and history;
 * a change waiting to be confirmed; the edit, swap and cancel screens, claims, and removal once it ended.
 */
export function MotorPolicyDetailPage({ family }: { family: MotorFamily }) {
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const paths = motorWebPaths(family);
  const policy = useGetMotorPolicyQuery({ family, policyId });
  const documents = useGetMotorPolicyDocumentsQuery({ family, policyId }, { skip: !policy.isSuccess });
  return (
    <PolicyDetailShell
      policy={policy}
      back={{ to: paths.policies, label: 'My motor cover' }}
      title="Your motor cover"
      loadingLines={6}
    >
      {(data) => {
        const active = data.status === 'ACTIVE';
        const links = policyActionLinks(MOTOR_POLICY_ACTIONS, active, (action) =>
          paths.policyAction(data.policyId, action),
        );
        return (
          <PolicyDetailLayout
            summary={<MotorPolicySummary policy={data} />}
            notice={<LapsedPolicyReinstatement audience={family} policy={data} />}
            actions={
              <>
                <PolicyActionNav links={links}>
                  <ClaimActions policy={data} paths={paths} />
                  <LinkedCreditLifeButton family={family} policyId={data.policyId} />
                  {isRemovablePolicy(data) ? (
                    <MotorRemoveFromList
                      family={family}
                      record="policy"
                      policyId={data.policyId}
                      subject={`policy ${data.policyNumber}`}
                      onRemoved={() => void navigate(paths.policies)}
                    />
                  ) : null}
                </PolicyActionNav>
                <OpenClaimNotice policy={data} paths={paths} />
                {active ? <PendingChange family={family} policy={data} /> : null}
              </>
            }
            covered={<InsuredVehicleCard module={data.module} />}
            aside={
              <>
                <ExcessTable
                  excesses={data.module.excesses}
                  detail={(excess) => excessRuleText(excess.description)}
                />
                <UseAndDriverCard module={data.module} />
                <PaymentDetailsCard details={data.module.paymentDetails} ended={hasEnded(data)} />
              </>
            }
            changes={
              active ? (
                <SectionCard title="If you cancel" headerGap={1.5}>
                  <CancellationTermsPanel
                    terms={data.cancellationTerms}
                    coolingOffDays={MOTOR_COOLING_OFF_DAYS}
                    claimPath={paths.claim}
                    bySalary={paidBySalary(data)}
                  />
                </SectionCard>
              ) : null
            }
            documents={<PolicyDocumentsOf documents={documents} area={`${family} motor policy documents`} />}
            history={<PolicyHistory events={data.history} />}
          />
        );
      }}
    </PolicyDetailShell>
  );
}
