import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UNABLE_TO, type CreditLifePolicyDetail } from '@cover/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { BeneficiariesForm } from '../../../components/policies/beneficiaries-form';
import { useKeyedCall } from '../../../components/policies/use-keyed-call';
import { useEditCreditLifeBeneficiariesMutation } from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';

/**
 * The beneficiaries of an issued credit life policy replaced as a whole, with the funeral policy's editor (a
 * removal is a change of the form, undone or its share given out; Save waits for 100%); the server's field
 * problems on the beneficiary they are about; once saved, back to the policy.
 */
export function CreditLifeBeneficiaries({
  line,
  policy,
}: {
  line: CreditLifeLine;
  policy: CreditLifePolicyDetail;
}) {
  const { paths, scope } = line;
  const navigate = useNavigate();
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  const [edit] = useEditCreditLifeBeneficiariesMutation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What is left of the benefit after the outstanding balance is settled goes to the beneficiaries, each
        their share. The shares must add up to 100%; the last beneficiary cannot be removed.
      </Typography>
      <BeneficiariesForm
        beneficiaries={policy.module.beneficiaries}
        onSave={async (beneficiaries) => {
          const body = { policyId: policy.policyId, beneficiaries };
          const outcome = await call.run(body, (idempotencyKey) => edit({ scope, body, idempotencyKey }));
          if (!outcome.ok) return;
          notify.success('Your beneficiaries are updated');
          void navigate(paths.creditLife(policy.policyId));
        }}
        saving={call.busy}
        problem={call.problem?.message}
        fieldProblems={call.problem?.fields}
      />
    </Paper>
  );
}
