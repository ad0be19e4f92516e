import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BENEFICIARY_SHARE_MESSAGES, UNABLE_TO, type PolicyDetail } from '@cover/domain';
import { BeneficiaryEditor } from '../../../components/beneficiaries/beneficiary-editor';
import {
  checkBeneficiaryList,
  toDrafts,
  type BeneficiaryDraft,
} from '../../../components/beneficiaries/beneficiary-rules';
import { beneficiaryRelationLabel } from '../../../components/funeral/labels';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  useDeleteEmployeeBeneficiaryMutation,
  useEditEmployeeBeneficiariesMutation,
} from '../api/employee-funeral-api';

/** Beneficiaries of an employee policy: delete one (its share is spread over the rest) or edit the list. */
export function EmployeeBeneficiaries({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const [editing, setEditing] = useState<BeneficiaryDraft[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [edit, editStatus] = useEditEmployeeBeneficiariesMutation();
  const [remove, removeStatus] = useDeleteEmployeeBeneficiaryMutation();
  const beneficiaries = policy.module.beneficiaries;
  const active = policy.status === 'ACTIVE';

  const done = (result: { data?: { message: string }; error?: unknown }) => {
    if (result.error || !result.data) {
      setProblem(readApiError(result.error).message);
      notify.error(UNABLE_TO.UPDATE_POLICY);
      return false;
    }
    notify.success(result.data.message);
    setProblem(null);
    return true;
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="employee-beneficiaries-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="employee-beneficiaries-title" variant="h4" component="h2" sx={{ mr: 'auto' }}>
          Beneficiaries
        </Typography>
        {active && !editing ? (
          <Button onClick={() => setEditing(toDrafts(beneficiaries))}>Edit</Button>
        ) : null}
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {problem}
        </Alert>
      ) : null}
      {editing ? (
        <>
          <BeneficiaryEditor
            value={editing}
            onChange={setEditing}
            saving={editStatus.isLoading}
            onSave={async () => {
              const check = checkBeneficiaryList(editing);
              if (!check.ok) return;
              const result = await edit({
                body: { policyId: policy.policyId, beneficiaries: check.beneficiaries },
                idempotencyKey: newIdempotencyKey(),
              });
              if (done(result)) setEditing(null);
            }}
          />
          <Button sx={{ mt: 1 }} onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {beneficiaries.map((beneficiary) => (
            <Box
              component="li"
              key={beneficiary.beneficiaryId}
              sx={{ display: 'flex', gap: 1, py: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 10rem' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {beneficiary.firstName} {beneficiary.lastName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {beneficiaryRelationLabel(beneficiary.relation)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{beneficiary.percentage}%</Typography>
              {active ? (
                <Button
                  color="error"
                  disabled={beneficiaries.length < 2 || removeStatus.isLoading}
                  title={beneficiaries.length < 2 ? BENEFICIARY_SHARE_MESSAGES.lastOne : undefined}
                  aria-label={`Delete ${beneficiary.firstName} ${beneficiary.lastName}`}
                  onClick={async () =>
                    done(
                      await remove({
                        body: { policyId: policy.policyId, beneficiaryId: beneficiary.beneficiaryId },
                        idempotencyKey: newIdempotencyKey(),
                      }),
                    )
                  }
                >
                  Delete
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
