import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { BENEFICIARY_SHARE_MESSAGES } from '@cover/domain';
import { BeneficiaryDialog } from './beneficiary-dialog';
import {
  beneficiaryRelationText,
  beneficiaryTotal,
  canRemoveBeneficiary,
  checkBeneficiaryList,
  emptyBeneficiary,
  remainingShare,
  removeBeneficiary,
  restoreBeneficiary,
  totalSummary,
  type BeneficiaryDraft,
  type RemovedBeneficiary,
} from './beneficiary-rules';

const nameOf = (entry: BeneficiaryDraft, index: number) =>
  `${entry.firstName} ${entry.lastName}`.trim() || `Beneficiary ${index + 1}`;

export interface BeneficiaryEditorProps {
  value: BeneficiaryDraft[];
  onChange: (list: BeneficiaryDraft[]) => void;
  /** When given, a save button is shown; it stays disabled until the list is valid and totals 100. */
  onSave?: () => void;
  saving?: boolean;
  saveLabel?: string;
  /**
   * a beneficiary already taken out of `value` when the editor opens (a Delete beside the saved list), shown
   * as removed with its undo, as one removed here
   */
  initiallyRemoved?: RemovedBeneficiary;
  maxBeneficiaries?: number;
  /** the dialog's relation label when someone fills it in for the customer ('Relationship to Nomvula') */
  relationshipLabel?: string;
  /** the server's problems with a beneficiary, by its position in `value`, shown on it */
  problems?: Readonly<Record<number, readonly string[]>>;
}

/**
 * The beneficiaries of a policy with their shares and a running total: add, edit and delete; the last
 * one cannot be removed; saving waits until the shares total exactly 100%. A removed beneficiary's share
 * is left for the customer to give out (never moved to someone silently), and the removal can be undone.
 */
export function BeneficiaryEditor({
  value,
  onChange,
  onSave,
  saving = false,
  saveLabel = 'Save beneficiaries',
  initiallyRemoved,
  maxBeneficiaries = 10,
  relationshipLabel,
  problems = {},
}: BeneficiaryEditorProps) {
  const [editing, setEditing] = useState<{
    mode: 'add' | 'edit';
    index: number;
    draft: BeneficiaryDraft;
  } | null>(null);
  const total = beneficiaryTotal(value);
  const check = checkBeneficiaryList(value);
  const removable = canRemoveBeneficiary(value);
  const [removed, setRemoved] = useState<RemovedBeneficiary | null>(initiallyRemoved ?? null);
  // a removal the list no longer shows as removed (put back, or the list replaced) has nothing to undo
  const undoable = removed && !value.some((entry) => entry.key === removed.entry.key) ? removed : null;
  const remove = (index: number) => {
    const entry = value[index];
    if (!entry) return;
    onChange(removeBeneficiary(value, index));
    setRemoved({ entry, index });
  };
  const undo = (removal: RemovedBeneficiary) => {
    onChange(restoreBeneficiary(value, removal));
    setRemoved(null);
  };

  const setShare = (index: number, text: string) =>
    onChange(
      value.map((entry, position) =>
        position === index ? { ...entry, percentage: text === '' ? Number.NaN : Number(text) } : entry,
      ),
    );

  return (
    <Stack spacing={2}>
      {value.map((entry, index) => {
        const name = nameOf(entry, index);
        return (
          <Paper key={entry.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={name}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.relation ? beneficiaryRelationText(entry.relation) : 'Relationship not chosen'}
                  {entry.idNumber ? ` · ID ${entry.idNumber}` : ''}
                </Typography>
              </Box>
              <TextField
                label="Share (%)"
                type="number"
                value={Number.isFinite(entry.percentage) ? String(entry.percentage) : ''}
                onChange={(event) => setShare(index, event.target.value)}
                sx={{ width: 140 }}
                slotProps={{
                  htmlInput: {
                    min: 1,
                    max: 100,
                    step: 1,
                    inputMode: 'numeric',
                    'aria-label': `Share of ${name} (%)`,
                  },
                }}
              />
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  aria-label={`Edit ${name}`}
                  onClick={() => setEditing({ mode: 'edit', index, draft: entry })}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${name}`}
                  disabled={!removable}
                  title={removable ? undefined : BENEFICIARY_SHARE_MESSAGES.lastOne}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            </Box>
            {(problems[index] ?? []).map((message) => (
              <Typography key={message} variant="body2" color="error" sx={{ mt: 1 }}>
                {message}
              </Typography>
            ))}
          </Paper>
        );
      })}
      {undoable ? (
        <Alert
          severity="warning"
          data-testid="beneficiary-removed"
          action={
            <Button
              color="inherit"
              size="small"
              aria-label={`Undo: put ${nameOf(undoable.entry, undoable.index)} back`}
              onClick={() => undo(undoable)}
            >
              Undo
            </Button>
          }
        >
          {removedText(undoable)}
        </Alert>
      ) : null}
      {!removable && value.length === 1 ? (
        <Typography variant="body2" color="text.secondary">
          {BENEFICIARY_SHARE_MESSAGES.lastOne}; add another one first if you want to replace it.
        </Typography>
      ) : null}
      <Box
        role="status"
        aria-live="polite"
        data-testid="beneficiary-total"
        sx={{ fontWeight: 700, color: total === 100 ? 'success.main' : 'error.main' }}
      >
        {totalSummary(value)}
      </Box>
      {!check.ok && value.length > 0 ? (
        <Alert severity={total === 100 ? 'warning' : 'info'}>{check.message}</Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={value.length >= maxBeneficiaries}
          onClick={() =>
            setEditing({
              mode: 'add',
              index: value.length,
              draft: emptyBeneficiary(Math.max(1, remainingShare(value))),
            })
          }
        >
          Add a beneficiary
        </Button>
        {onSave ? (
          <Button variant="contained" onClick={onSave} disabled={!check.ok || saving} loading={saving}>
            {saveLabel}
          </Button>
        ) : null}
      </Stack>
      {editing ? (
        <BeneficiaryDialog
          open
          mode={editing.mode}
          initial={editing.draft}
          {...(relationshipLabel ? { relationshipLabel } : {})}
          onCancel={() => setEditing(null)}
          onSave={(draft) => {
            const next =
              editing.mode === 'add'
                ? [...value, draft]
                : value.map((entry, position) => (position === editing.index ? draft : entry));
            onChange(next);
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** What a removal left: the share to give out, and that nothing is saved yet. */
function removedText({ entry, index }: RemovedBeneficiary): string {
  const share = Number.isFinite(entry.percentage) ? `Their ${entry.percentage}%` : 'Their share';
  return `${nameOf(entry, index)} removed. ${share} is left to give out to the others: change their shares so the total is 100%. Nothing is saved until you save.`;
}
