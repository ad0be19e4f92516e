import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BeneficiaryEditor } from '../../../components/beneficiaries/beneficiary-editor';
import type { BeneficiaryDraft } from '../../../components/beneficiaries/beneficiary-rules';
import { employeeRegisterActions } from '../state/register-slice';

/** Step 3: the beneficiaries (shares totalling 100%). */
export function StepBeneficiaries() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.employeeFuneralRegister.values.beneficiaries);
  const [list, setList] = useState<BeneficiaryDraft[]>(saved);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2">
          Beneficiaries
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Who receives the benefit if you pass away. Their shares must add up to 100%.
        </Typography>
        <BeneficiaryEditor
          value={list}
          onChange={setList}
          onSave={() => dispatch(employeeRegisterActions.beneficiariesSaved(list))}
          saveLabel="Continue"
        />
      </Paper>
      <Box>
        <Button onClick={() => dispatch(employeeRegisterActions.stepOpened(2))}>Back</Button>
      </Box>
    </Stack>
  );
}
