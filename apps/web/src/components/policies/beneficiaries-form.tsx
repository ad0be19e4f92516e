import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Beneficiary, BeneficiaryInput } from '@cover/domain';
import { BeneficiaryEditor } from '../beneficiaries/beneficiary-editor';
import {
  canRemoveBeneficiary,
  checkBeneficiaryList,
  removeBeneficiary,
  toDrafts,
  type BeneficiaryDraft,
} from '../beneficiaries/beneficiary-rules';
import { beneficiaryListField } from '../person/beneficiary-list-field';
import { useListField } from './use-list-field';

const beneficiariesFormSchema = z.object({ beneficiaries: beneficiaryListField });

export interface BeneficiariesFormProps {
  /** the beneficiaries as saved, to start from */
  beneficiaries: readonly Beneficiary[];
  /** saves the whole list (the shares total exactly 100) */
  onSave: (beneficiaries: BeneficiaryInput[]) => unknown;
  saving: boolean;
  /** the server's refusal of the last save */
  problem?: string | null;
  /** its field problems ('beneficiaries.1.mobile' → message), shown on their beneficiary until the list changes */
  fieldProblems?: Readonly<Record<string, string>> | undefined;
  /** a Cancel button under the editor */
  onCancel?: () => void;
  /**
   * the beneficiary a Delete beside the saved list asked to remove: the form opens without them, their share
   * left to give out and the removal to undo; nothing is saved until Save
   */
  removing?: string | undefined;
}

/** The server's field problems by the position of the beneficiary they are about. */
function problemsByRow(fields: Readonly<Record<string, string>> | undefined) {
  const rows: Record<number, string[]> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const index = /^beneficiaries\.(\d+)(\.|$)/.exec(path)?.[1];
    if (index !== undefined) (rows[Number(index)] ??= []).push(message);
  }
  return rows;
}

/** The saved list as drafts, less the one being removed (kept to put back). */
function startingDrafts(beneficiaries: readonly Beneficiary[], removing: string | undefined) {
  const drafts = toDrafts(beneficiaries);
  const index = beneficiaries.findIndex((entry) => entry.beneficiaryId === removing);
  const entry = drafts[index];
  if (!entry || !canRemoveBeneficiary(drafts)) return { drafts, removed: undefined };
  return { drafts: removeBeneficiary(drafts, index), removed: { entry, index } };
}

/**
 * The beneficiaries replaced as a whole: add, edit, delete (the freed share given out by the customer, or the
 * removal undone); saved once every one is valid and the total is 100%.
 */
export function BeneficiariesForm({
  beneficiaries,
  onSave,
  saving,
  problem,
  onCancel,
  removing,
  fieldProblems,
}: BeneficiariesFormProps) {
  // the problems the customer has changed the list since (their positions may no longer hold)
  const [editedPast, setEditedPast] = useState<BeneficiariesFormProps['fieldProblems']>();
  const [start] = useState(() => startingDrafts(beneficiaries, removing));
  const { control, handleSubmit } = useForm<{ beneficiaries: BeneficiaryDraft[] }>({
    resolver: zodResolver(beneficiariesFormSchema),
    defaultValues: { beneficiaries: start.drafts },
  });
  const list = useListField(control, 'beneficiaries');
  const save = handleSubmit(async (values) => {
    const check = checkBeneficiaryList(values.beneficiaries);
    if (check.ok) await onSave(check.beneficiaries);
  });
  return (
    <>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <BeneficiaryEditor
        value={list.value}
        onChange={(next) => {
          setEditedPast(fieldProblems);
          list.onChange(next);
        }}
        problems={fieldProblems === editedPast ? {} : problemsByRow(fieldProblems)}
        {...(start.removed ? { initiallyRemoved: start.removed } : {})}
        onSave={() => void save()}
        saving={saving}
      />
      {onCancel ? (
        <Button sx={{ mt: 1 }} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </>
  );
}
