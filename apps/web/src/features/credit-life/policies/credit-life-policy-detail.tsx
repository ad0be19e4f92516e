import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { NewClaimButton } from '../../../components/claims/new-claim-button';
import { BeneficiaryList } from '../../../components/policies/beneficiary-list';
import { PaymentDetailsCard } from '../../../components/policies/payment-details-card';
import { hasEnded } from '../../../components/policies/policy-ended';
import { PolicyActionNav, policyActionLinks } from '../../../components/policies/policy-action-nav';
import { PolicyDetailLayout } from '../../../components/policies/policy-detail-layout';
import { LapsedPolicyReinstatement } from '../../../components/policies/reinstatement/reinstatement-panel';
import { PolicyDetailShell } from '../../../components/policies/policy-detail-shell';
import { PolicyDocumentsOf } from '../../../components/policies/policy-documents';
import { PolicyHistory } from '../../../components/policies/policy-history';
import { isRemovablePolicy } from '../../../components/policies/remove-from-list';
import { useGetCreditLifeDocumentsQuery, useGetCreditLifePolicyQuery } from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import { CREDIT_LIFE_ACTIONS } from './credit-life-actions';
import { CreditLifePolicySummary, FinanceCovered, PersonResponsible } from './credit-life-facts';
import { CreditLifeRemoveFromList } from './credit-life-remove';

const WIDE_ON_PHONES = { flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

/**
 * One credit life policy on a financed item (any line, either audience): the premium with its regulated cap, the
 * finance covered, the person responsible, the beneficiaries, payment, schedules and history; reporting a
 * death or disability, cancelling (31 days of cooling-off), and removing an ended policy from the list.
 */
export function CreditLifePolicyDetailPage({ line }: { line: CreditLifeLine }) {
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const { paths, scope, wording } = line;
  const policy = useGetCreditLifePolicyQuery({ scope, policyId });
  const documents = useGetCreditLifeDocumentsQuery({ scope, policyId }, { skip: !policy.isSuccess });
  return (
    <PolicyDetailShell
      policy={policy}
      back={{ to: paths.creditLifeList, label: wording.listTitle }}
      title="Your credit life cover"
      loadingLines={6}
    >
      {(data) => {
        const links = policyActionLinks(CREDIT_LIFE_ACTIONS, data.status === 'ACTIVE', (action) =>
          paths.creditLifeAction(data.policyId, action),
        );
        return (
          <PolicyDetailLayout
            summary={<CreditLifePolicySummary policy={data} wording={wording} />}
            notice={<LapsedPolicyReinstatement audience={scope.family} policy={data} />}
            actions={
              <PolicyActionNav links={links}>
                <NewClaimButton
                  policy={data}
                  to={paths.newCreditLifeClaim(data.policyId)}
                  label="Report a death or disability"
                />
                {data.module.linkedPolicyId ? (
                  <Button
                    component={RouterLink}
                    to={paths.linkedPolicy(data.module.linkedPolicyId)}
                    variant="outlined"
                    sx={WIDE_ON_PHONES}
                  >
                    {wording.linkedPolicyLabel}
                  </Button>
                ) : null}
                {isRemovablePolicy(data) ? (
                  <CreditLifeRemoveFromList
                    scope={scope}
                    what="policy"
                    policyId={data.policyId}
                    subject={`policy ${data.policyNumber}`}
                    onRemoved={() => void navigate(paths.creditLifeList)}
                  />
                ) : null}
              </PolicyActionNav>
            }
            covered={
              <>
                <FinanceCovered policy={data} wording={wording} />
                <PersonResponsible person={data.module.personResponsibleForFinancing} />
              </>
            }
            aside={
              <>
                <BeneficiaryList beneficiaries={data.module.beneficiaries} />
                <PaymentDetailsCard details={data.module.paymentDetails} ended={hasEnded(data)} />
              </>
            }
            documents={
              <PolicyDocumentsOf
                documents={documents}
                area={`${scope.family} ${scope.line} credit life policy documents`}
              />
            }
            history={<PolicyHistory events={data.history} />}
          />
        );
      }}
    </PolicyDetailShell>
  );
}
