import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@cover/domain/funeral';
import { BeneficiariesForm } from '../../../../../components/policies/beneficiaries-form';
import { usePolicyChange } from '../use-policy-change';

/** Replace the beneficiaries as a whole: add, edit, delete; saving waits for a total of exactly 100%. */
export function EditBeneficiaries({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy.policyId, { preview: 'editBeneficiary', apply: 'editBeneficiary' });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each beneficiary receives their share of the benefit. The shares must add up to 100%; the last
        beneficiary cannot be removed.
      </Typography>
      <BeneficiariesForm
        beneficiaries={policy.module.beneficiaries}
        onSave={(beneficiaries) => change.applyNow({ beneficiaries })}
        saving={change.busy}
        problem={change.problem?.message}
        fieldProblems={change.problem?.fields}
      />
    </Paper>
  );
}
