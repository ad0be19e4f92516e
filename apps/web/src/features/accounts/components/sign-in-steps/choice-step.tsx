import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export interface ChoiceStepProps extends StepProps {
  /** The question above the choices. */
  question: string;
  /** Said before the question (e.g. why the choice is asked). */
  intro?: ReactNode;
  /** The answers to offer, as the pool names them, with their plain labels. */
  choices: { value: string; label: string }[];
  /** Shown when Continue is pressed without a choice. */
  required: string;
}

/** A sign-in step that asks the user to pick one of a few answers (radio buttons, then Continue). */
export function ChoiceStep({ question, intro, choices, required, ...props }: ChoiceStepProps) {
  const id = useId();
  const [value, setValue] = useState(choices.length === 1 ? (choices[0]?.value ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!choices.some((choice) => choice.value === value)) {
      setError(required);
      return;
    }
    setError(null);
    props.answer(value);
  };
  return (
    <StepForm busy={props.busy} alert={props.alert} onSubmit={submit} onCancel={props.onCancel}>
      {intro ? <Typography>{intro}</Typography> : null}
      <Box>
        <FormLabel id={`${id}-label`} error={Boolean(error)}>
          {question}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio />}
              label={choice.label}
            />
          ))}
        </RadioGroup>
        {error ? (
          <FormHelperText id={`${id}-error`} error>
            {error}
          </FormHelperText>
        ) : null}
      </Box>
    </StepForm>
  );
}
