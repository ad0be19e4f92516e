import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  coverOptionsFor,
  FUNERAL_COVER_TYPES,
  type CoverOptionCode,
  type FuneralCoverType,
} from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';

export interface CoverOptionPickerProps {
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode | '';
  onCoverTypeChange?: (coverType: FuneralCoverType) => void;
  onCoverOptionChange: (option: CoverOptionCode) => void;
  error?: string;
  /** hide the cover type choice (e.g. a policy's type is fixed) */
  fixedType?: boolean;
  /** under an option's amount, e.g. its premium a month; it describes the option's radio */
  optionNote?: (option: CoverOptionCode) => ReactNode;
}

/** The funeral cover type and its options A–E with their amounts (spec 002 §9), as large radio cards. */
export function CoverOptionPicker({
  coverType,
  coverOption,
  onCoverTypeChange,
  onCoverOptionChange,
  error,
  fixedType = false,
  optionNote,
}: CoverOptionPickerProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {!fixedType && onCoverTypeChange ? (
        <FormControl>
          <FormLabel id="cover-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Type of cover
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="cover-type-label"
            value={coverType}
            onChange={(event) => onCoverTypeChange(event.target.value as FuneralCoverType)}
          >
            {FUNERAL_COVER_TYPES.map((type) => (
              <Box
                component="label"
                key={type.value}
                sx={{ display: 'flex', alignItems: 'center', pr: 2, mr: 1, cursor: 'pointer', minHeight: 44 }}
              >
                <Radio value={type.value} />
                {type.label}
              </Box>
            ))}
          </RadioGroup>
          <FormHelperText sx={{ mx: 0 }}>
            {coverType === 'Money cover'
              ? 'A cash amount paid to your beneficiaries.'
              : 'A larger amount paid towards the funeral itself.'}
          </FormHelperText>
        </FormControl>
      ) : null}
      <FormControl error={Boolean(error)}>
        <FormLabel id="cover-option-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Cover amount for the main member
        </FormLabel>
        <RadioGroup
          aria-labelledby="cover-option-label"
          value={coverOption}
          onChange={(event) => onCoverOptionChange(event.target.value as CoverOptionCode)}
          sx={{
            mt: 1,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
          }}
        >
          {coverOptionsFor(coverType).map((option) => {
            const selected = option.value === coverOption;
            const note = optionNote?.(option.value);
            const noteId = `cover-option-${option.value}-note`;
            return (
              <Box
                component="label"
                key={option.value}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.light' : 'background.paper',
                  borderRadius: 2,
                  p: 1,
                  cursor: 'pointer',
                }}
              >
                <Radio
                  value={option.value}
                  slotProps={{
                    input: {
                      'aria-label': `Option ${option.value}: ${option.label}`,
                      'aria-describedby': note ? noteId : undefined,
                    },
                  }}
                />
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    Option {option.value}
                  </Typography>
                  <Money cents={option.amountCents} whole sx={{ fontWeight: 700 }} />
                  {note ? (
                    <Typography id={noteId} variant="body2" color="text.secondary">
                      {note}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </RadioGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    </Box>
  );
}
