import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CALLBACK_PREFERRED_TIMES,
  CALLBACK_PRODUCTS,
  callbackRequestSchema,
  type CallbackRequestInput,
} from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import { readApiError } from '../../lib/api-error';
import { createAttemptKeys } from '../../lib/idempotency-key';
import { PATHS } from '../../app/paths';
import { useRequestCallbackMutation } from './callback-api';
import { callbackRequested, type CallbackSource } from './callback-slice';

type FieldName = Exclude<keyof CallbackRequestInput, 'source'>;
const FIELD_NAMES: readonly FieldName[] = ['name', 'mobile', 'preferredTime', 'product', 'consent'];

function knownProduct(value: string | undefined): CallbackRequestInput['product'] | undefined {
  return CALLBACK_PRODUCTS.find((product) => product.value === value)?.value;
}

function isFieldName(value: string): value is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(value);
}

export interface CallbackRequestFormProps {
  /** Where the form is shown; each place keeps its own success indicator. */
  source: CallbackSource;
  /** Pre-selects a product (e.g. from `?product=funeral`); ignored unless it is one of CALLBACK_PRODUCTS. */
  defaultProduct?: string;
  /** Moves focus to the first field when the form appears (use in dialogs). */
  autoFocus?: boolean;
}

/**
 * Request a call back (spec 000 §2): name, mobile, preferred time, product and consent, validated with
 * the shared contract. Used by the home page section and by the header dialog.
 */
export function CallbackRequestForm({
  source,
  defaultProduct: requestedProduct,
  autoFocus = false,
}: CallbackRequestFormProps) {
  const defaultProduct = knownProduct(requestedProduct);
  const dispatch = useDispatch();
  const notify = useNotify();
  const formId = useId();
  const [attempts] = useState(createAttemptKeys);
  const [formError, setFormError] = useState<string | null>(null);
  const [requestCallback] = useRequestCallbackMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(callbackRequestSchema),
    defaultValues: { name: '', mobile: '', product: defaultProduct, source },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: CallbackRequestInput = { ...values, source };
    const idempotencyKey = attempts.keyFor(body);
    const result = await requestCallback({ body, idempotencyKey });
    if ('data' in result && result.data) {
      attempts.complete();
      dispatch(callbackRequested({ source, reply: result.data }));
      notify.success(`Call back requested. Your reference is ${result.data.reference}.`);
      return;
    }
    const problem = readApiError(result.error);
    const fieldEntries = Object.entries(problem.fields).filter(([field]) => isFieldName(field));
    for (const [field, message] of fieldEntries) {
      if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    if (fieldEntries.length === 0) setFormError(problem.message);
    notify.error(problem.message);
  });

  const { ref: nameRef, ...nameField } = register('name');
  const { ref: mobileRef, ...mobileField } = register('mobile');
  const { ref: timeRef, ...timeField } = register('preferredTime');
  const { ref: productRef, ...productField } = register('product');
  const { ref: consentRef, ...consentField } = register('consent');
  const consentHelpId = `${formId}-consent-help`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a call back"
      data-source={source}
    >
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          {...nameField}
          inputRef={nameRef}
          id={`${formId}-name`}
          label="Your name"
          autoComplete="name"
          autoFocus={autoFocus}
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          {...mobileField}
          inputRef={mobileRef}
          id={`${formId}-mobile`}
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          required
          error={Boolean(errors.mobile)}
          helperText={errors.mobile?.message ?? 'Starting with 0 or +27, for example 082\u00a0123\u00a04567'}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
        <TextField
          {...timeField}
          inputRef={timeRef}
          id={`${formId}-time`}
          select
          label="Best time to call"
          required
          defaultValue=""
          error={Boolean(errors.preferredTime)}
          helperText={errors.preferredTime?.message ?? 'Monday to Friday, South African time'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Choose a time
          </option>
          {CALLBACK_PREFERRED_TIMES.map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </TextField>
        <TextField
          {...productField}
          inputRef={productRef}
          id={`${formId}-product`}
          select
          label="Cover you are interested in"
          required
          defaultValue={defaultProduct ?? ''}
          error={Boolean(errors.product)}
          helperText={errors.product?.message ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Choose a product
          </option>
          {CALLBACK_PRODUCTS.map((product) => (
            <option key={product.value} value={product.value}>
              {product.label}
            </option>
          ))}
        </TextField>
        <FormControl error={Boolean(errors.consent)} required>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                {...consentField}
                sx={{ mt: -1 }}
                slotProps={{ input: { ref: consentRef, 'aria-describedby': consentHelpId } }}
              />
            }
            label={
              <>
                I agree that Telkom Cover may call me about this request. We use these details only to arrange
                the call — see our{' '}
                <Link component={RouterLink} to={PATHS.privacy}>
                  privacy notice
                </Link>
                .
              </>
            }
          />
          <FormHelperText id={consentHelpId}>
            {errors.consent?.message ?? 'Required to arrange the call.'}
          </FormHelperText>
        </FormControl>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          Call me back
        </Button>
      </Stack>
    </Box>
  );
}
