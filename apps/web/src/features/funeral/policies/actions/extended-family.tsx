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
  type PolicyDetail,
} from '@cover/domain';
import { AlterationPreview } from '../../../../components/funeral/alteration-preview';
import { relationLabel } from '../../../../components/funeral/labels';
import { Money } from '../../../../components/money/money-display';
import type { ExtendedFamilyDraft } from '../../state/wizard-types';
import { ExtendedFamilyEditor } from '../../../../components/funeral/members/extended-family-editor';
import { newExtendedFamilyMember } from '../../../../components/funeral/members/member-drafts';
import { addNameErrors, type FieldErrors } from '../../../../components/funeral/members/member-validation';
import { usePolicyChange } from '../use-policy-change';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; memberId: string };

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';

function checkMembers(members: ExtendedFamilyDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  members.forEach((member, index) => {
    addNameErrors(errors, `extendedFamily.${index}.`, member);
    if (!toExtendedFamilyRelation(member.relationship))
      errors[`extendedFamily.${index}.relationship`] = 'Please choose the relationship';
    if (!member.dateOfBirth) errors[`extendedFamily.${index}.dateOfBirth`] = 'Please enter the date of birth';
  });
  return errors;
}

const toInput = (member: ExtendedFamilyDraft) => ({
  firstName: member.firstName.trim(),
  lastName: member.lastName.trim(),
  relationship: member.relationship,
  dateOfBirth: member.dateOfBirth,
  coverageOption: member.coverageOption,
});

/**
 * Extended family of a policy: add members with the priced preview (getAddExtendedFamilyQuote → the new
 * premium → addExtendedFamily), edit a member or remove one (each previewed, then confirmed).
 */
export function ExtendedFamily({ policy }: { policy: PolicyDetail }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [drafts, setDrafts] = useState<ExtendedFamilyDraft[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = usePolicyChange(policy.policyId, {
    preview: 'getAddExtendedFamilyQuote',
    apply: 'addExtendedFamily',
  });
  const edit = usePolicyChange(policy.policyId, {
    preview: 'editExtendedFamily',
    apply: 'editExtendedFamily',
  });
  const remove = usePolicyChange(policy.policyId, {
    preview: 'removeExtendedFamily',
    apply: 'removeExtendedFamily',
  });
  const option = asOption(policy.module.coverageOption);
  const members = policy.module.extendedFamily;

  const pending = add.preview ? add : edit.preview ? edit : remove.preview ? remove : null;
  if (pending?.preview)
    return (
      <AlterationPreview
        preview={pending.preview}
        onCancel={pending.clearPreview}
        onConfirm={() => void pending.confirm()}
        confirming={pending.busy}
        confirmLabel={
          pending === add
            ? 'Add to my policy'
            : pending === edit
              ? 'Save the change'
              : 'Remove from my policy'
        }
      />
    );

  const openEdit = (memberId: string) => {
    const member = members.find((entry) => entry.memberId === memberId);
    if (!member) return;
    setErrors({});
    setDrafts([
      {
        key: member.memberId,
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        relationship: toExtendedFamilyRelation(member.relation) ?? member.relation,
        dateOfBirth: member.dateOfBirth,
        coverageOption: asOption(member.coverageOption),
      },
    ]);
    setMode({ kind: 'edit', memberId });
  };

  const submit = () => {
    const found = checkMembers(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0 || drafts.length === 0) return;
    if (mode.kind === 'add') void add.requestPreview({ extendedFamily: drafts.map(toInput) });
    if (mode.kind === 'edit') {
      const [draft] = drafts;
      if (draft) void edit.requestPreview({ members: [{ memberId: mode.memberId, ...toInput(draft) }] });
    }
  };

  const problem = add.problem ?? edit.problem ?? remove.problem;
  return (
    <Stack spacing={2}>
      {mode.kind === 'list' ? (
        <>
          {members.length === 0 ? (
            <Typography color="text.secondary">No extended family members are covered yet.</Typography>
          ) : (
            members.map((member) => (
              <Paper
                key={member.memberId}
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {member.firstName} {member.lastName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {relationLabel(member.relation)} · age {member.age} · option {member.coverageOption} ·{' '}
                    <Money cents={member.premium} /> a month
                  </Typography>
                </Box>
                <Button onClick={() => openEdit(member.memberId)}>Edit</Button>
                <Button
                  color="error"
                  loading={remove.busy}
                  onClick={() => void remove.requestPreview({ memberIds: [member.memberId] })}
                >
                  Remove
                </Button>
              </Paper>
            ))
          )}
          <Box>
            <Button
              variant="contained"
              onClick={() => {
                setErrors({});
                setDrafts([newExtendedFamilyMember(option)]);
                setMode({ kind: 'add' });
              }}
            >
              Add a family member
            </Button>
          </Box>
        </>
      ) : (
        <>
          <ExtendedFamilyEditor
            members={drafts}
            onChange={setDrafts}
            errors={errors}
            defaultOption={option}
            addLabel="Add another"
            max={mode.kind === 'edit' ? 1 : undefined}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button onClick={() => setMode({ kind: 'list' })}>Back</Button>
            <Button
              variant="contained"
              loading={add.busy || edit.busy}
              disabled={drafts.length === 0}
              onClick={submit}
            >
              See the new premium
            </Button>
          </Box>
        </>
      )}
      {problem ? <Alert severity="error">{problem.message}</Alert> : null}
    </Stack>
  );
}
