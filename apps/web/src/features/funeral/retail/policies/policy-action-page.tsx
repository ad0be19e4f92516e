import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PolicyDetail } from '@cover/domain/funeral';
import { NotFound } from '../../../../components/not-found';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { useGetPolicyByPolicyIdQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { AddChildren } from './actions/add-children';
import { AddSpouse } from './actions/add-spouse';
import { CancelPolicy } from './actions/cancel-policy';
import { ChangePlan } from './actions/change-plan';
import { EditBeneficiaries } from './actions/edit-beneficiaries';
import { EditPolicyDetails } from './actions/edit-policy-details';
import { ExtendedFamily } from './actions/extended-family';
import { PaymentDetails } from './actions/payment-details';
import { actionLabel, isPolicyAction, type PolicyAction } from './policy-actions';

const SCREENS: Record<PolicyAction, (policy: PolicyDetail) => ReactNode> = {
  edit: (policy) => <EditPolicyDetails policy={policy} />,
  beneficiaries: (policy) => <EditBeneficiaries policy={policy} />,
  children: (policy) => <AddChildren policy={policy} />,
  spouse: (policy) => <AddSpouse policy={policy} />,
  'extended-family': (policy) => <ExtendedFamily policy={policy} />,
  'change-plan': (policy) => <ChangePlan policy={policy} />,
  payment: (policy) => <PaymentDetails policy={policy} />,
  cancel: (policy) => <CancelPolicy policy={policy} />,
};

/** A change screen of one policy, chosen by the :action segment. */
export function PolicyActionPage() {
  const { policyId = '', action } = useParams();
  const policy = useGetPolicyByPolicyIdQuery(policyId, { skip: !isPolicyAction(action) });
  if (!isPolicyAction(action)) return <NotFound />;
  const back = {
    to: FUNERAL_PATHS_WEB.policy(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title={actionLabel(action)} maxWidth="md">
      {(data) => SCREENS[action](data)}
    </PolicyDetailShell>
  );
}
