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
  totalSummary,
  type BeneficiaryDraft,
} from './beneficiary-rules';

export interface BeneficiaryEditorProps {
  value: BeneficiaryDraft[];
  onChange: (list: BeneficiaryDraft[]) => void;
  /** When given, a save button is shown; it stays disabled until the list is valid and totals 100. */
  onSave?: () => void;
  saving?: boolean;
  saveLabel?: string;
  /** remove through the server instead of locally (e.g. a delete call); default: local removal */
  onRemove?: (index: number) => void;
  maxBeneficiaries?: number;
  /** the dialog's relation label when someone fills it in for the customer ('Relationship to Nomvula') */
  relationshipLabel?: string;
}

/**
 * The beneficiaries of a policy with their shares and a running total: add, edit and delete; the last
 * one cannot be removed; saving waits until the shares total exactly 100%.
 */
export function BeneficiaryEditor({
  value,
  onChange,
  onSave,
  saving = false,
  saveLabel = 'Save beneficiaries',
  onRemove,
  maxBeneficiaries = 10,
  relationshipLabel,
}: BeneficiaryEditorProps) {
  const [editing, setEditing] = useState<{
    mode: 'add' | 'edit';
    index: number;
    draft: BeneficiaryDraft;
  } | null>(null);
  const total = beneficiaryTotal(value);
  const check = checkBeneficiaryList(value);
  const removable = canRemoveBeneficiary(value);

  const setShare = (index: number, text: string) =>
    onChange(
      value.map((entry, position) =>
        position === index ? { ...entry, percentage: text === '' ? Number.NaN : Number(text) } : entry,
      ),
    );

  return (
    <Stack spacing={2}>
      {value.map((entry, index) => {
        const name = `${entry.firstName} ${entry.lastName}`.trim() || `Beneficiary ${index + 1}`;
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
                  onClick={() => (onRemove ? onRemove(index) : onChange(removeBeneficiary(value, index)))}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            </Box>
          </Paper>
        );
      })}
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
