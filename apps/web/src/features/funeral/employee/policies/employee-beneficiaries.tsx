import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { BENEFICIARY_SHARE_MESSAGES, UNABLE_TO, type BeneficiaryInput } from '@cover/domain';
import { type PolicyDetail } from '@cover/domain/funeral';
import { useNotify } from '../../../../components/notifications/use-notify';
import { BeneficiariesForm } from '../../../../components/policies/beneficiaries-form';
import { BeneficiaryList } from '../../../../components/policies/beneficiary-list';
import { DeceasedBeneficiaries } from '../../shared/deceased-beneficiaries';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { useEditEmployeeBeneficiariesMutation } from '../api/employee-funeral-api';

/** What is being changed: nothing, the list, or the list less the one whose Delete was pressed. */
type Editing = false | { removing?: string };

/**
 * Beneficiaries of an employee policy: edit the list, or Delete one, which opens the list without them
 * (their share left to give out, the removal to undo); nothing is saved until Save (QA walk 10 no. 2).
 */
export function EmployeeBeneficiaries({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(false);
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  const [edit] = useEditEmployeeBeneficiariesMutation();
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

  return (
    <BeneficiaryList
      beneficiaries={beneficiaries}
      action={active && !editing ? <Button onClick={() => setEditing({})}>Edit</Button> : null}
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
        active && !editing ? (
          <Button
            color="error"
            disabled={beneficiaries.length < 2}
            title={beneficiaries.length < 2 ? BENEFICIARY_SHARE_MESSAGES.lastOne : undefined}
            aria-label={`Delete ${beneficiary.firstName} ${beneficiary.lastName}`}
            onClick={() => setEditing({ removing: beneficiary.beneficiaryId })}
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
          fieldProblems={call.problem?.fields}
          onCancel={() => setEditing(false)}
          removing={editing.removing}
        />
      ) : undefined}
    </BeneficiaryList>
  );
}
