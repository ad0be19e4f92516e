import { Link as RouterLink } from 'react-router';
import {
  useFormState,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CreditLifeLine } from '../line';
import { useNamedCreditLife } from './named-credit-life';

/** The button that takes the cover without credit life (the wizards' way past a refusal). */
export const WITHOUT_CREDIT_LIFE = 'Apply without credit life';

export interface CreditLifeExistsProps {
  line: CreditLifeLine;
  /** the server's CREDIT_LIFE_EXISTS message, as sent */
  message: string;
  /** whether the customer's own lists are looked in for what the message names (not for an agent) */
  lookUp: boolean;
  /** unticks credit life, keeping every other answer (the wizards) */
  onWithout?: () => void;
}

/**
 * The server's refusal of a second credit life on a financed item (409 CREDIT_LIFE_EXISTS), said where
 * credit life is asked, with the ways forward: the cover without credit life (in the wizards) and the
 * customer's own credit life policy or application the message names.
 */
export function CreditLifeExists({ line, message, lookUp, onWithout }: CreditLifeExistsProps) {
  const named = useNamedCreditLife(line, message, lookUp);
  return (
    <Alert severity="error" role="alert">
      {message}
      {onWithout || named ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
          {onWithout ? (
            <Button variant="outlined" color="inherit" onClick={onWithout}>
              {WITHOUT_CREDIT_LIFE}
            </Button>
          ) : null}
          {named ? (
            <Button component={RouterLink} to={named.to} color="inherit">
              {named.label}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Alert>
  );
}

interface OptInRefusalProps<T extends FieldValues> extends Omit<
  CreditLifeExistsProps,
  'message' | 'onWithout'
> {
  form: UseFormReturn<T>;
  /** the credit life opt-in (a true/false field), where the server puts its refusal */
  name: Path<T>;
}

/**
 * A wizard's credit life question's refusal: the server's problem put on the opt-in (its last call's,
 * shown when the step opens), with 'Apply without credit life' unticking it (every other answer kept).
 */
export function CreditLifeOptInRefusal<T extends FieldValues>({
  form,
  name,
  ...props
}: OptInRefusalProps<T>) {
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  if (error?.type !== 'server' || !error.message) return null;
  const without = () => {
    form.clearErrors(name);
    form.setValue(name, false as PathValue<T, Path<T>>, { shouldDirty: true });
  };
  return <CreditLifeExists {...props} message={error.message} onWithout={without} />;
}
