import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  BENEFICIARY_SHARE_MESSAGES,
  UNABLE_TO,
  type Beneficiary,
  type BeneficiaryInput,
} from '@cover/domain';
import { type PolicyDetail } from '@cover/domain/funeral';
import { useNotify } from '../../../../components/notifications/use-notify';
import { BeneficiariesForm } from '../../../../components/policies/beneficiaries-form';
import { BeneficiaryList } from '../../../../components/policies/beneficiary-list';
import { DeceasedBeneficiaries } from '../../shared/deceased-beneficiaries';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import {
  useDeleteEmployeeBeneficiaryMutation,
  useEditEmployeeBeneficiariesMutation,
} from '../api/employee-funeral-api';

/** Beneficiaries of an employee policy: delete one (its share is spread over the rest) or edit the list. */
export function EmployeeBeneficiaries({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  const [edit] = useEditEmployeeBeneficiariesMutation();
  const [remove] = useDeleteEmployeeBeneficiaryMutation();
  const { policyId } = policy;
  const beneficiaries = policy.module.beneficiaries;
  const active = policy.status === 'ACTIVE';

  const save = async (list: BeneficiaryInput[]) => {
    const body = { policyId, beneficiaries: list };
    const outcome = await call.run(body, (idempotencyKey) => edit({ body, idempotencyKey }));
    if (!outcome.ok) return;
    notify.success(outcome.data.message);
    setEditing(false);
  };
  const deleteOne = async ({ beneficiaryId }: Beneficiary) => {
    const body = { policyId, beneficiaryId };
    const outcome = await call.run(body, (idempotencyKey) => remove({ body, idempotencyKey }));
    if (outcome.ok) notify.success(outcome.data.message);
  };

  return (
    <BeneficiaryList
      beneficiaries={beneficiaries}
      action={active && !editing ? <Button onClick={() => setEditing(true)}>Edit</Button> : null}
      notice={
        editing ? null : (
          <>
            {call.problem ? (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                {call.problem.message}
              </Alert>
            ) : null}
            <DeceasedBeneficiaries policy={policy} />
          </>
        )
      }
      rowAction={(beneficiary) =>
        active ? (
          <Button
            color="error"
            disabled={beneficiaries.length < 2 || call.busy}
            title={beneficiaries.length < 2 ? BENEFICIARY_SHARE_MESSAGES.lastOne : undefined}
            aria-label={`Delete ${beneficiary.firstName} ${beneficiary.lastName}`}
            onClick={() => void deleteOne(beneficiary)}
          >
            Delete
          </Button>
        ) : null
      }
    >
      {editing ? (
        <BeneficiariesForm
          beneficiaries={beneficiaries}
          onSave={save}
          saving={call.busy}
          problem={call.problem?.message}
          onCancel={() => setEditing(false)}
        />
      ) : undefined}
    </BeneficiaryList>
  );
}
