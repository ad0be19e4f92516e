import { useParams } from 'react-router';
import { NewClaimButton } from '../../../../components/claims/new-claim-button';
import { PACKAGE_NAMES } from '@cover/domain/funeral';
import { PolicyDocumentsOf } from '../../../../components/policies/policy-documents';
import { PolicyMembers } from '../../shared/policy-members';
import { offeredActions } from '../../shared/members/spouse-action';
import { PolicySummary } from '../../shared/policy-summary';
import { PaymentDetailsCard } from '../../../../components/policies/payment-details-card';
import { hasEnded } from '../../../../components/policies/policy-ended';
import { PolicyActionNav, policyActionLinks } from '../../../../components/policies/policy-action-nav';
import { PolicyDetailLayout } from '../../../../components/policies/policy-detail-layout';
import { LapsedPolicyReinstatement } from '../../../../components/policies/reinstatement/reinstatement-panel';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyHistory } from '../../../../components/policies/policy-history';
import { useGetEmployeeDocumentsQuery, useGetEmployeePolicyQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { EmployeeAlterations } from './employee-alterations';
import { EmployeeBeneficiaries } from './employee-beneficiaries';
import { EMPLOYEE_POLICY_ACTIONS } from './employee-policy-actions';
import { IssuedNotice } from './issued-notice';

/**
 * One employee funeral policy: summary, its change screens (add children, add a spouse, cancel), members, beneficiaries
 * (edit, delete), alterations, documents, history.
 */
export function EmployeePolicyPage() {
  const { policyId = '' } = useParams();
  const policy = useGetEmployeePolicyQuery(policyId);
  const documents = useGetEmployeeDocumentsQuery(policyId, { skip: !policy.isSuccess });
  const isFree = (packageName: string) => packageName === PACKAGE_NAMES.TELKOM_FREE_BENEFIT;
  return (
    <PolicyDetailShell
      policy={policy}
      back={{ to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'Funeral cover' }}
      title={(data) => (isFree(data.packageName) ? 'Your free funeral benefit' : 'Your funeral policy')}
      loadingLines={6}
    >
      {(data) => (
        <PolicyDetailLayout
          summary={<PolicySummary policy={data} />}
          actions={
            <PolicyActionNav
              // the free benefit is Telkom's: nothing of it is changed or cancelled here
              links={policyActionLinks(
                isFree(data.packageName) ? [] : offeredActions(EMPLOYEE_POLICY_ACTIONS, data),
                data.status === 'ACTIVE',
                (action) => EMPLOYEE_FUNERAL_PATHS.policyAction(data.policyId, action),
              )}
            >
              <NewClaimButton policy={data} to={EMPLOYEE_FUNERAL_PATHS.newClaim(data.policyId)} />
            </PolicyActionNav>
          }
          notice={
            <>
              <IssuedNotice policy={data} />
              <LapsedPolicyReinstatement audience="employee" policy={data} />
            </>
          }
          covered={<PolicyMembers policy={data} />}
          aside={
            <>
              <EmployeeBeneficiaries policy={data} />
              <PaymentDetailsCard details={data.module.paymentDetails} ended={hasEnded(data)} />
            </>
          }
          changes={
            !isFree(data.packageName) && data.status === 'ACTIVE' ? (
              <EmployeeAlterations policy={data} onApplied={() => void policy.refetch()} />
            ) : null
          }
          documents={<PolicyDocumentsOf documents={documents} area="employee policy documents" />}
          history={<PolicyHistory events={data.history} />}
        />
      )}
    </PolicyDetailShell>
  );
}
