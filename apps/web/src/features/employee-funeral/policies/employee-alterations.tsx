import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COVER_OPTION_CODES,
  toExtendedFamilyRelation,
  type CoverOptionCode,
  type FuneralCoverType,
  type PolicyDetail,
} from '@cover/domain';
import { AlterationPreview } from '../../../components/funeral/alteration-preview';
import { CoverOptionPicker } from '../../../components/funeral/cover-option-picker';
import { ExtendedFamilyEditor } from '../../../components/funeral/members/extended-family-editor';
import {
  newExtendedFamilyMember,
  type ExtendedFamilyDraft,
} from '../../../components/funeral/members/member-drafts';
import { addNameErrors, type FieldErrors } from '../../../components/funeral/members/member-validation';
import { useEmployeeAlteration } from './use-employee-alteration';

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';
const asType = (value: string): FuneralCoverType =>
  value === 'Funeral expenses cover' ? value : 'Money cover';

/** Alterations of an employee policy: change the plan, or add extended family; each previewed, then applied. */
export function EmployeeAlterations({ policy, onApplied }: { policy: PolicyDetail; onApplied: () => void }) {
  const [mode, setMode] = useState<'none' | 'plan' | 'family'>('none');
  const [coverType, setCoverType] = useState(asType(policy.module.coverType));
  const [coverOption, setCoverOption] = useState(asOption(policy.module.coverageOption));
  const [members, setMembers] = useState<ExtendedFamilyDraft[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const alteration = useEmployeeAlteration(policy.policyId, () => {
    setMode('none');
    onApplied();
  });

  if (alteration.preview)
    return (
      <AlterationPreview
        preview={alteration.preview}
        onCancel={alteration.clear}
        onConfirm={() => void alteration.confirm()}
        confirming={alteration.busy}
      />
    );

  const previewFamily = () => {
    const found: FieldErrors = {};
    members.forEach((member, index) => {
      addNameErrors(found, `extendedFamily.${index}.`, member);
      if (!toExtendedFamilyRelation(member.relationship))
        found[`extendedFamily.${index}.relationship`] = 'Please choose the relationship';
      if (!member.dateOfBirth)
        found[`extendedFamily.${index}.dateOfBirth`] = 'Please enter the date of birth';
    });
    setErrors(found);
    if (Object.keys(found).length === 0 && members.length > 0)
      void alteration.requestPreview({
        type: 'add_extended_family',
        extendedFamily: members.map((member) => ({
          firstName: member.firstName.trim(),
          lastName: member.lastName.trim(),
          relationship: member.relationship,
          dateOfBirth: member.dateOfBirth,
          coverageOption: member.coverageOption,
        })),
      });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="alterations-title"
    >
      <Typography id="alterations-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Change your cover
      </Typography>
      {mode === 'none' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => setMode('plan')}>
            Change plan
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              setMembers([newExtendedFamilyMember(asOption(policy.module.coverageOption))]);
              setMode('family');
            }}
          >
            Add extended family
          </Button>
        </Stack>
      ) : null}
      {mode === 'plan' ? (
        <Stack spacing={2}>
          <CoverOptionPicker
            coverType={coverType}
            coverOption={coverOption}
            onCoverTypeChange={setCoverType}
            onCoverOptionChange={setCoverOption}
          />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button onClick={() => setMode('none')}>Cancel</Button>
            <Button
              variant="contained"
              loading={alteration.busy}
              disabled={coverOption === policy.module.coverageOption && coverType === policy.module.coverType}
              onClick={() => void alteration.requestPreview({ type: 'change_plan', coverOption, coverType })}
            >
              See the new premium
            </Button>
          </Box>
        </Stack>
      ) : null}
      {mode === 'family' ? (
        <Stack spacing={2}>
          <ExtendedFamilyEditor
            members={members}
            onChange={setMembers}
            errors={errors}
            defaultOption={asOption(policy.module.coverageOption)}
            addLabel="Add another"
          />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button onClick={() => setMode('none')}>Cancel</Button>
            <Button
              variant="contained"
              loading={alteration.busy}
              disabled={members.length === 0}
              onClick={previewFamily}
            >
              See the new premium
            </Button>
          </Box>
        </Stack>
      ) : null}
      {alteration.problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alteration.problem}
        </Alert>
      ) : null}
    </Paper>
  );
}
