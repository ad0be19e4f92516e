import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CoverOptionPicker } from '../../../components/funeral/cover-option-picker';
import { ExtendedFamilyEditor } from '../../../components/funeral/members/extended-family-editor';
import { FamilyFields } from '../../../components/funeral/members/family-fields';
import {
  addNameErrors,
  focusFirstError,
  type FieldErrors,
} from '../../../components/funeral/members/member-validation';
import { Money } from '../../../components/money/money-display';
import { employeeProductTerms } from '../overview/product-terms';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeCover } from '../state/register-types';

function coverErrors(cover: EmployeeCover): FieldErrors {
  const errors: FieldErrors = {};
  if (cover.spouseIncluded) addNameErrors(errors, 'spouse.', cover.spouse);
  cover.children.forEach((child, index) => {
    addNameErrors(errors, `children.${index}.`, child);
    if (!child.dateOfBirth && !child.idNumber)
      errors[`children.${index}.dateOfBirth`] = 'Please enter a date of birth or an ID number';
  });
  if (cover.spouseIncluded && !cover.spouse.dateOfBirth && !cover.spouse.idNumber)
    errors['spouse.dateOfBirth'] = 'Please enter a date of birth or an ID number';
  cover.extendedFamily.forEach((member, index) => {
    addNameErrors(errors, `extendedFamily.${index}.`, member);
    if (!member.relationship)
      errors[`extendedFamily.${index}.relationship`] = 'Please choose the relationship';
    if (!member.dateOfBirth) errors[`extendedFamily.${index}.dateOfBirth`] = 'Please enter the date of birth';
  });
  return errors;
}

/** Step 1: the cover option and who is covered (the free benefit needs no choices: it covers you only). */
export function StepCover() {
  const dispatch = useAppDispatch();
  const { values } = useAppSelector((state) => state.employeeFuneralRegister);
  const [cover, setCover] = useState<EmployeeCover>(values.cover);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const free = values.variant === 'free';
  const freeTerms = useMemo(() => employeeProductTerms().free, []);

  const submit = () => {
    const found = free ? {} : coverErrors(cover);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    dispatch(employeeRegisterActions.coverSaved(cover));
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Your cover"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {free ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" component="h2">
            Your free funeral benefit
          </Typography>
          <Typography sx={{ mt: 1 }}>
            As a Telkom employee you are covered for{' '}
            {freeTerms ? <Money cents={freeTerms.sumAssured} whole /> : null} (
            {freeTerms?.module.coverType.toLowerCase()}, option {freeTerms?.module.coverageOption}) at no cost
            to you. It covers you only; to cover your family as well, take the employee funeral cover.
          </Typography>
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <CoverOptionPicker
              coverType={cover.coverType}
              coverOption={cover.coverOption}
              onCoverTypeChange={(coverType) => setCover((current) => ({ ...current, coverType }))}
              onCoverOptionChange={(coverOption) => setCover((current) => ({ ...current, coverOption }))}
            />
          </Paper>
          <FamilyFields
            value={cover}
            onChange={(family) => setCover((current) => ({ ...current, ...family }))}
            errors={errors}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              Extended family
            </Typography>
            <ExtendedFamilyEditor
              members={cover.extendedFamily}
              onChange={(extendedFamily) => setCover((current) => ({ ...current, extendedFamily }))}
              errors={errors}
              defaultOption={cover.coverOption}
            />
          </Paper>
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large">
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
