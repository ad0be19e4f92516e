import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COVER_OPTION_CODES,
  type CoverOptionCode,
  type FuneralCoverType,
  type PolicyDetail,
} from '@cover/domain';
import { AlterationPreview } from '../../../../components/funeral/alteration-preview';
import { CoverOptionPicker } from '../../../../components/funeral/cover-option-picker';
import { usePolicyChange } from '../use-policy-change';

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';
const asType = (value: string): FuneralCoverType =>
  value === 'Funeral expenses cover' ? value : 'Money cover';

/** Change the cover option (and type): re-quoted for every member, shown as a preview, then applied. */
export function ChangePlan({ policy }: { policy: PolicyDetail }) {
  const [coverType, setCoverType] = useState<FuneralCoverType>(asType(policy.module.coverType));
  const [coverOption, setCoverOption] = useState<CoverOptionCode>(asOption(policy.module.coverageOption));
  const change = usePolicyChange(policy.policyId, {
    preview: 'changePlanDetails',
    apply: 'changePlanDetails',
  });
  const unchanged = coverType === policy.module.coverType && coverOption === policy.module.coverageOption;

  if (change.preview)
    return (
      <AlterationPreview
        preview={change.preview}
        onCancel={change.clearPreview}
        onConfirm={() => void change.confirm()}
        confirming={change.busy}
        confirmLabel="Change my plan"
      />
    );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your cover is now {policy.module.coverType}, option {policy.module.coverageOption}. Choose the new
          cover and see the new premium before anything changes.
        </Typography>
        <CoverOptionPicker
          coverType={coverType}
          coverOption={coverOption}
          onCoverTypeChange={setCoverType}
          onCoverOptionChange={setCoverOption}
        />
      </Paper>
      {change.problem ? <Alert severity="error">{change.problem.message}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={unchanged}
          loading={change.busy}
          onClick={() => void change.requestPreview({ coverOption, coverType })}
        >
          See the new premium
        </Button>
      </Box>
    </Stack>
  );
}
