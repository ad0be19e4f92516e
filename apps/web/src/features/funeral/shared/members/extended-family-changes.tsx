import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toExtendedFamilyRelation } from '@cover/domain';
import {
  COVER_OPTION_CODES,
  type CoverOptionCode,
  type AlterationReply,
  type FuneralExtendedFamilyMember,
  type PolicyDetail,
} from '@cover/domain/funeral';
import { Money } from '../../../../components/money/money-display';
import { PricedChangeForm } from '../../../../components/policies/priced-change-form';
import { premiumConsentFor } from '../premium-consent-for';
import type { usePricedChange } from '../../../../components/policies/use-priced-change';
import { useListField } from '../../../../components/policies/use-list-field';
import { relationLabel } from '../member-labels';
import { AddedLifeNotes } from './added-life-notes';
import { ExtendedFamilyEditor } from './extended-family-editor';
import { newExtendedFamilyMember, type ExtendedFamilyDraft } from './member-drafts';
import {
  placeRelativeErrors,
  relativeInput,
  relativesFormSchema,
  type RelativesForm,
} from './relatives-form';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; memberId: string };

type RelativeInput = ReturnType<typeof relativeInput>;
/** A priced change of the relatives (usePricedChange), whatever calls price and apply it. */
type RelativesChange<Change> = ReturnType<typeof usePricedChange<Change, AlterationReply>>;

/** The three changes of a policy's extended family, each priced before it is made. */
export interface ExtendedFamilyChangeCalls {
  add: RelativesChange<{ extendedFamily: RelativeInput[] }>;
  edit: RelativesChange<{ members: (RelativeInput & { memberId: string })[] }>;
  remove: RelativesChange<{ memberIds: string[] }>;
}

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';

const toDraft = (member: FuneralExtendedFamilyMember): ExtendedFamilyDraft => ({
  key: member.memberId,
  firstName: member.firstName ?? '',
  lastName: member.lastName ?? '',
  relationship: toExtendedFamilyRelation(member.relation) ?? member.relation,
  dateOfBirth: member.dateOfBirth,
  coverageOption: asOption(member.coverageOption),
});

const fullName = (member: FuneralExtendedFamilyMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');

function CoveredRelatives({
  members,
  onEdit,
  onRemove,
  removing,
}: {
  members: readonly FuneralExtendedFamilyMember[];
  onEdit: (member: FuneralExtendedFamilyMember) => void;
  onRemove: (member: FuneralExtendedFamilyMember) => void;
  removing: boolean;
}) {
  if (members.length === 0)
    return <Typography color="text.secondary">No extended family members are covered yet.</Typography>;
  return members.map((member) => (
    <Paper
      key={member.memberId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName(member)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {relationLabel(member.relation)} · age {member.age} · option {member.coverageOption} ·{' '}
          <Money cents={member.premium} /> a month
        </Typography>
      </Box>
      {/* named for the relative, so a screen reader's list of buttons says whose row each one changes */}
      <Button aria-label={`Edit ${fullName(member)}`} onClick={() => onEdit(member)}>
        Edit
      </Button>
      <Button
        aria-label={`Remove ${fullName(member)}`}
        color="error"
        loading={removing}
        onClick={() => onRemove(member)}
      >
        Remove
      </Button>
    </Paper>
  ));
}

/**
 * Extended family of a policy, for every audience (the retail change screen, the employee policy page): the
 * covered relatives, each to edit or remove, and new ones to add; every change priced first (the new
 * premium), then confirmed. `onClose`, when given, leaves the list (a Cancel beside 'Add a family member').
 */
export function ExtendedFamilyChanges({
  policy,
  changes: { add, edit, remove },
  onClose,
}: {
  policy: PolicyDetail;
  changes: ExtendedFamilyChangeCalls;
  onClose?: () => void;
}) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [schema] = useState(() => relativesFormSchema(policy.module.coverType));
  const form = useForm<RelativesForm>({
    resolver: zodResolver(schema),
    defaultValues: { extendedFamily: [] },
  });
  const relatives = useListField(form.control, 'extendedFamily');
  const option = asOption(policy.module.coverageOption);

  const open = (next: Mode, drafts: ExtendedFamilyDraft[]) => {
    form.reset({ extendedFamily: drafts });
    setMode(next);
  };
  const submit = form.handleSubmit(async ({ extendedFamily }) => {
    const [draft] = extendedFamily;
    const outcome =
      mode.kind === 'edit' && draft
        ? await edit.requestPreview({ members: [{ memberId: mode.memberId, ...relativeInput(draft) }] })
        : await add.requestPreview({ extendedFamily: extendedFamily.map(relativeInput) });
    if (!outcome.ok) placeRelativeErrors(form.setError, outcome.problem.fields);
  });

  const change = add.preview ? add : edit.preview ? edit : remove;
  const confirmLabel =
    change === add ? 'Add to my policy' : change === edit ? 'Save the change' : 'Remove from my policy';
  const problem = (add.problem ?? edit.problem ?? remove.problem)?.message;
  if (mode.kind === 'list' && !change.preview)
    return (
      <Stack spacing={2}>
        <CoveredRelatives
          members={policy.module.extendedFamily}
          onEdit={(member) => open({ kind: 'edit', memberId: member.memberId }, [toDraft(member)])}
          onRemove={(member) => void remove.requestPreview({ memberIds: [member.memberId] })}
          removing={remove.busy}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => open({ kind: 'add' }, [newExtendedFamilyMember(option)])}
          >
            Add a family member
          </Button>
          {onClose ? <Button onClick={onClose}>Cancel</Button> : null}
        </Box>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </Stack>
    );
  return (
    <PricedChangeForm
      change={{ ...change, busy: add.busy || edit.busy || remove.busy }}
      confirmLabel={confirmLabel}
      problem={problem}
      submitDisabled={relatives.value.length === 0}
      onSubmit={submit}
      {...(change === remove ? {} : { consentFor: premiumConsentFor(policy) })}
      {...(change === add
        ? { previewDetails: <AddedLifeNotes policy={policy} who="Each family member you add has" /> }
        : {})}
      secondary={<Button onClick={() => setMode({ kind: 'list' })}>Back</Button>}
    >
      <ExtendedFamilyEditor
        members={relatives.value}
        onChange={relatives.onChange}
        max={mode.kind === 'edit' ? 1 : undefined}
        addLabel="Add another"
        defaultOption={option}
        errors={relatives.errors}
      />
    </PricedChangeForm>
  );
}
