import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { UNABLE_TO, type PolicyDetail } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { PageFrame } from '../../../components/page/page-frame';
import { NotFound } from '../../../components/not-found';
import { useGetPolicyByPolicyIdQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { AddChildren } from './actions/add-children';
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
  const title = actionLabel(action);
  const back = {
    to: FUNERAL_PATHS_WEB.policy(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PageFrame title={title} back={back} maxWidth="md">
      {policy.isLoading ? <LoadingState label="Loading your policy" /> : null}
      {policy.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policy.refetch()} />
      ) : null}
      {policy.data ? SCREENS[action](policy.data) : null}
    </PageFrame>
  );
}
