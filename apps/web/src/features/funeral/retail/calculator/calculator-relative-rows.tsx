import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { CoverOptionCode } from '@cover/domain/funeral';
import type { CalculatorRelative } from './calculator-input';
import { CoverOptionOptions, RelationOptions } from '../../shared/members/relative-options';

export interface CalculatorRelativesProps {
  relatives: CalculatorRelative[];
  onChange: (relatives: CalculatorRelative[]) => void;
  errors: Record<string, string>;
  /** a field was left: its error may show from now on */
  onTouch?: (path: string) => void;
}

/**
 * The calculator's rows of extended family: relation, age and cover option of each relative. Their
 * lists are native selects through TextField, whose module brings MUI's whole select stack; the rows
 * load once the page is up, not with it (issue 15), as most visitors add no relative.
 */
export function CalculatorRelativeRows({ relatives, onChange, errors, onTouch }: CalculatorRelativesProps) {
  const update = (index: number, change: Partial<CalculatorRelative>) =>
    onChange(
      relatives.map((relative, position) => (position === index ? { ...relative, ...change } : relative)),
    );
  return (
    <>
      {relatives.map((relative, index) => {
        /** A checked field's message (a space keeps its height) and the blur that lets it show. */
        const checked = (field: 'relationship' | 'age') => {
          const path = `extendedFamily.${index}.${field}`;
          return {
            onBlur: () => onTouch?.(path),
            error: Boolean(errors[path]),
            helperText: errors[path] ?? ' ',
          };
        };
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
              {...checked('relationship')}
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
              {...checked('age')}
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
    </>
  );
}
