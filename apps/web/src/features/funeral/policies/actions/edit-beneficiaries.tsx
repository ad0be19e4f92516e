import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@cover/domain';
import { BeneficiaryEditor } from '../../../../components/beneficiaries/beneficiary-editor';
import {
  checkBeneficiaryList,
  toDrafts,
  type BeneficiaryDraft,
} from '../../../../components/beneficiaries/beneficiary-rules';
import { usePolicyChange } from '../use-policy-change';

/** Replace the beneficiaries as a whole: add, edit, delete; saving waits for a total of exactly 100%. */
export function EditBeneficiaries({ policy }: { policy: PolicyDetail }) {
  const [list, setList] = useState<BeneficiaryDraft[]>(() => toDrafts(policy.module.beneficiaries));
  const change = usePolicyChange(policy.policyId, { preview: 'editBeneficiary', apply: 'editBeneficiary' });
  const save = () => {
    const check = checkBeneficiaryList(list);
    if (check.ok) void change.applyNow({ beneficiaries: check.beneficiaries });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each beneficiary receives their share of the benefit. The shares must add up to 100%; the last
        beneficiary cannot be removed.
      </Typography>
      {change.problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {change.problem.message}
        </Alert>
      ) : null}
      <BeneficiaryEditor value={list} onChange={setList} onSave={save} saving={change.busy} />
    </Paper>
  );
}
