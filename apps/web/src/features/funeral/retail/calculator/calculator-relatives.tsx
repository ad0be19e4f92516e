import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_EXTENDED_FAMILY_PER_QUOTE, type CoverOptionCode } from '@cover/domain/funeral';
import type { CalculatorRelative } from './calculator-input';
import { CoverOptionOptions, RelationOptions } from '../../shared/members/relative-options';

export interface CalculatorRelativesProps {
  relatives: CalculatorRelative[];
  onChange: (relatives: CalculatorRelative[]) => void;
  errors: Record<string, string>;
  /** a field was left: its error may show from now on */
  onTouch?: (path: string) => void;
}

let next = 0;

/** Extended family for the calculator: relation, age and cover option of each relative. */
export function CalculatorRelatives({ relatives, onChange, errors, onTouch }: CalculatorRelativesProps) {
  const update = (index: number, change: Partial<CalculatorRelative>) =>
    onChange(
      relatives.map((relative, position) => (position === index ? { ...relative, ...change } : relative)),
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {relatives.map((relative, index) => {
        const prefix = `extendedFamily.${index}`;
        return (
          <Box
            key={relative.key}
            role="group"
            aria-label={`Extended family member ${index + 1}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                sm: 'minmax(0, 2fr) minmax(88px, 1fr) minmax(128px, 1.2fr) auto',
              },
              alignItems: 'start',
            }}
          >
            <TextField
              select
              label="Relationship"
              value={relative.relationship}
              onChange={(event) => update(index, { relationship: event.target.value })}
              onBlur={() => onTouch?.(`${prefix}.relationship`)}
              error={Boolean(errors[`${prefix}.relationship`])}
              helperText={errors[`${prefix}.relationship`] ?? ' '}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <RelationOptions />
            </TextField>
            <TextField
              label="Age"
              type="number"
              value={relative.age}
              onChange={(event) => update(index, { age: event.target.value })}
              onBlur={() => onTouch?.(`${prefix}.age`)}
              error={Boolean(errors[`${prefix}.age`])}
              helperText={errors[`${prefix}.age`] ?? ' '}
              slotProps={{ htmlInput: { min: 0, max: 74, inputMode: 'numeric' } }}
            />
            <TextField
              select
              label="Cover option"
              value={relative.coverageOption}
              onChange={(event) => update(index, { coverageOption: event.target.value as CoverOptionCode })}
              helperText=" "
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <CoverOptionOptions />
            </TextField>
            <IconButton
              aria-label={`Remove extended family member ${index + 1}`}
              onClick={() => onChange(relatives.filter((_, position) => position !== index))}
              sx={{ mt: 0.5 }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        );
      })}
      {relatives.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Parents, in-laws, brothers, sisters, grandparents and others up to age 74.
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={relatives.length >= MAX_EXTENDED_FAMILY_PER_QUOTE}
          onClick={() =>
            onChange([
              ...relatives,
              { key: `r${(next += 1)}`, relationship: 'mother', age: '', coverageOption: 'A' },
            ])
          }
        >
          Add extended family
        </Button>
      </Box>
    </Box>
  );
}
