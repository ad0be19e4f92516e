import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CoverOptionCode, FuneralCoverType } from '@cover/domain/funeral';
import { OutlinedTextField } from '../../../../components/form-fields/outlined-text-field';
import { memoWithLatestHandlers } from '../../../../lib/memo-with-latest-handlers';
import { CoverOptionPicker } from '../../shared/cover-option-picker';
import type { CalculatorValues } from './calculator-input';
import { CalculatorRelatives } from './calculator-relatives';

/*
 * The calculator's three parts, each rendered again only when its own answers or messages change: on a
 * cheap phone a keystroke re-rendered every MUI part of the page (about 300 ms at a quarter of this
 * machine's speed, issue 15). Their handlers may be written inline by the page (memoWithLatestHandlers).
 */

/** Sets one of the calculator's answers. */
export type SetCalculatorValue = <K extends keyof CalculatorValues>(
  field: K,
  value: CalculatorValues[K],
) => void;

function CalculatorSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {title ? (
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

export const CalculatorCoverSection = memoWithLatestHandlers(function CalculatorCoverSection(props: {
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode | '';
  error?: string;
  onCoverTypeChange: (coverType: FuneralCoverType) => void;
  onCoverOptionChange: (option: CoverOptionCode) => void;
}) {
  return (
    <CalculatorSection>
      <CoverOptionPicker {...props} />
    </CalculatorSection>
  );
});

type MemberAnswers = Pick<
  CalculatorValues,
  'mainMemberAge' | 'numberOfChildren' | 'spouseIncluded' | 'spouseAge'
>;

export const CalculatorMembersSection = memoWithLatestHandlers(function CalculatorMembersSection({
  members,
  errors,
  onChange,
  onTouch,
}: {
  members: MemberAnswers;
  errors: Record<string, string>;
  onChange: SetCalculatorValue;
  onTouch: (path: string) => void;
}) {
  return (
    <CalculatorSection title="Who is covered">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedTextField
          id="calculator-main-member-age"
          label="Your age"
          type="number"
          required
          value={members.mainMemberAge}
          onChange={(event) => onChange('mainMemberAge', event.target.value)}
          onBlur={() => onTouch('mainMemberAge')}
          error={Boolean(errors.mainMemberAge)}
          helperText={errors.mainMemberAge ?? 'Main member, 18 to 64'}
          htmlInput={{ min: 18, max: 64, inputMode: 'numeric' }}
        />
        <OutlinedTextField
          id="calculator-number-of-children"
          label="Number of children"
          type="number"
          value={members.numberOfChildren}
          onChange={(event) => onChange('numberOfChildren', event.target.value)}
          onBlur={() => onTouch('numberOfChildren')}
          error={Boolean(errors.numberOfChildren)}
          helperText={errors.numberOfChildren ?? 'Up to 21, or 25 while studying'}
          htmlInput={{ min: 0, max: 20, inputMode: 'numeric' }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={members.spouseIncluded}
              onChange={(event) => onChange('spouseIncluded', event.target.checked)}
            />
          }
          label="Include my spouse"
        />
        {members.spouseIncluded ? (
          <OutlinedTextField
            id="calculator-spouse-age"
            label="Spouse's age"
            type="number"
            value={members.spouseAge}
            onChange={(event) => onChange('spouseAge', event.target.value)}
            onBlur={() => onTouch('spouseAge')}
            error={Boolean(errors.spouseAge)}
            helperText={errors.spouseAge ?? '18 to 64'}
            htmlInput={{ min: 18, max: 64, inputMode: 'numeric' }}
          />
        ) : null}
      </Box>
    </CalculatorSection>
  );
});

export const CalculatorFamilySection = memoWithLatestHandlers(function CalculatorFamilySection({
  relatives,
  errors,
  onChange,
  onTouch,
}: {
  relatives: CalculatorValues['extendedFamily'];
  errors: Record<string, string>;
  onChange: SetCalculatorValue;
  onTouch: (path: string) => void;
}) {
  return (
    <CalculatorSection title="Extended family">
      <CalculatorRelatives
        relatives={relatives}
        onChange={(list) => onChange('extendedFamily', list)}
        errors={errors}
        onTouch={onTouch}
      />
    </CalculatorSection>
  );
});
