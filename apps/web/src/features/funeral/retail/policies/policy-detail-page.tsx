import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { PolicyDocumentsOf } from '../../../../components/policies/policy-documents';
import { DeceasedBeneficiaries } from '../../shared/deceased-beneficiaries';
import { PolicyMembers } from '../../shared/policy-members';
import { offeredActions } from '../../shared/members/spouse-action';
import { PolicySummary } from '../../shared/policy-summary';
import { BeneficiaryList } from '../../../../components/policies/beneficiary-list';
import { PaymentDetailsCard } from '../../../../components/policies/payment-details-card';
import { hasEnded } from '../../../../components/policies/policy-ended';
import { NewClaimButton } from '../../../../components/claims/new-claim-button';
import { PolicyOpenClaims } from '../../../../components/policies/policy-open-claims';
import { PolicyActionNav, policyActionLinks } from '../../../../components/policies/policy-action-nav';
import { PolicyDetailLayout } from '../../../../components/policies/policy-detail-layout';
import { LapsedPolicyReinstatement } from '../../../../components/policies/reinstatement/reinstatement-panel';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyHistory } from '../../../../components/policies/policy-history';
import { useGetPolicyByPolicyIdQuery, useGetPolicyDocumentsQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { POLICY_ACTIONS } from './policy-actions';
import { isRemovablePolicy, RemoveFromListButton } from './remove-from-list';

/** One funeral policy: summary, members, beneficiaries, payment, documents (schedule preview) and history. */
export function PolicyDetailPage() {
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const policy = useGetPolicyByPolicyIdQuery(policyId);
  const documents = useGetPolicyDocumentsQuery(policyId, { skip: !policy.isSuccess });
  const actionPath = (action: string) => FUNERAL_PATHS_WEB.policyAction(policyId, action);
  return (
    <PolicyDetailShell
      policy={policy}
      back={{ to: FUNERAL_PATHS_WEB.policies, label: 'My policies' }}
      title="Your funeral policy"
      waitingTitle="Your policy"
      loadingLines={6}
    >
      {(data) => {
        const active = data.status === 'ACTIVE';
        const links = policyActionLinks(offeredActions(POLICY_ACTIONS, data), active, actionPath);
        return (
          <PolicyDetailLayout
            summary={<PolicySummary policy={data} />}
            notice={<LapsedPolicyReinstatement audience="retail" policy={data} />}
            actions={
              <PolicyActionNav links={links}>
                <NewClaimButton policy={data} to={FUNERAL_PATHS_WEB.newClaim(data.policyId)} />
                {isRemovablePolicy(data) ? (
                  <RemoveFromListButton
                    policyId={data.policyId}
                    subject={`policy ${data.policyNumber}`}
                    onRemoved={() => void navigate(FUNERAL_PATHS_WEB.policies)}
                  />
                ) : null}
              </PolicyActionNav>
            }
            covered={<PolicyMembers policy={data} />}
            aside={
              <>
                <BeneficiaryList
                  beneficiaries={data.module.beneficiaries}
                  notice={
                    <DeceasedBeneficiaries
                      policy={data}
                      {...(active ? { editPath: actionPath('beneficiaries') } : {})}
                    />
                  }
                  action={
                    active ? (
                      <Button component={RouterLink} to={actionPath('beneficiaries')}>
                        Change
                      </Button>
                    ) : undefined
                  }
                />
                <PaymentDetailsCard
                  details={data.module.paymentDetails}
                  ended={hasEnded(data)}
                  action={
                    <Button component={RouterLink} to={actionPath('payment')}>
                      View
                    </Button>
                  }
                />
              </>
            }
            changes={
              hasEnded(data) ? (
                <PolicyOpenClaims
                  claims={data.cancellationTerms.openClaims}
                  claimPath={FUNERAL_PATHS_WEB.claim}
                />
              ) : null
            }
            documents={<PolicyDocumentsOf documents={documents} area="retail policy documents" />}
            history={<PolicyHistory events={data.history} />}
          />
        );
      }}
    </PolicyDetailShell>
  );
}
