import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney, parseRandsToCents } from '../../../components/money/format-money';
import { dismissed, selectCurrentNotification } from '../../../components/notifications';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';

/** A field the person fills in before confirming: a reason, a note, a reference or an amount in rand. */
export interface ActionField {
  name: string;
  label: string;
  helper?: string;
  /** the message when it is left empty; optional fields leave it out */
  required?: string;
  /** with `required`: required only while this holds of the fields as typed (otherwise optional) */
  requiredWhen?: (typed: Readonly<Record<string, string>>) => boolean;
  multiline?: boolean;
  /** an amount in rand, sent as cents; at most `maxCents` (`tooMuch` says why; by default the requested amount) */
  money?: { maxCents?: number; initialCents?: number; tooMuch?: string };
  maxLength?: number;
}

export type ActionValues = Record<string, string | number | undefined>;

export interface ActionDialogProps {
  open: boolean;
  title: string;
  intro?: ReactNode;
  confirmLabel: string;
  /** red for declines and repudiations */
  destructive?: boolean;
  fields?: readonly ActionField[];
  onClose: () => void;
  /** runs the call; a rejection (the RTK Query error) is shown in the dialog */
  onConfirm: (values: ActionValues) => Promise<unknown>;
}

/** The four-eyes refusal: the same person may not recommend and confirm (or decide twice). */
export const isFourEyesRefusal = (problem: ReadableApiError) => /FOUR_EYES/i.test(problem.code);

/** The refusal of an action as the dialog shows it: the four-eyes rule gets its own clear heading. */
export function ActionRefusal({ problem }: { problem: ReadableApiError }) {
  if (isFourEyesRefusal(problem)) {
    return (
      <Alert severity="warning" role="alert" data-testid="four-eyes">
        <AlertTitle>Another person must do this</AlertTitle>
        {problem.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {problem.message}
    </Alert>
  );
}

/** Whether the field must be filled in, with the fields as typed. */
const isRequired = (field: ActionField, typed: Readonly<Record<string, string>>) =>
  Boolean(field.required) && (!field.requiredWhen || field.requiredWhen(typed));

function check(
  field: ActionField,
  typed: Readonly<Record<string, string>>,
): { value?: string | number; error?: string } {
  const text = (typed[field.name] ?? '').trim();
  if (!text) return isRequired(field, typed) ? { error: field.required } : {};
  if (!field.money) {
    if (field.maxLength && text.length > field.maxLength)
      return { error: `Please keep it to ${field.maxLength} characters` };
    return { value: text };
  }
  const cents = parseRandsToCents(text);
  if (cents === null || cents < 1) return { error: 'Please enter an amount in rand, e.g. 12 500,00' };
  if (field.money.maxCents !== undefined && cents > field.money.maxCents)
    return {
      error:
        field.money.tooMuch ??
        `The amount cannot be more than the requested ${formatMoney(field.money.maxCents)}`,
    };
  return { value: cents };
}

const initial = (fields: readonly ActionField[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.money?.initialCents ? (field.money.initialCents / 100).toFixed(2).replace('.', ',') : '',
    ]),
  );

/** Whether the person changed any field from what the dialog opened with. */
const typed = (fields: readonly ActionField[], values: Record<string, string>) => {
  const opened = initial(fields);
  return fields.some((field) => (values[field.name] ?? '') !== (opened[field.name] ?? ''));
};

/**
 * A staff action confirmed in a dialog: what will happen, the fields it needs (checked before sending),
 * then the call; a refusal stays in the dialog (the four-eyes rule with its own heading), field errors
 * from the server sit under their fields. It opens with focus in its first field. Full screen on phones.
 */
export function ActionDialog({
  open,
  title,
  intro,
  confirmLabel,
  destructive = false,
  fields = [],
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<Record<string, string>>(() => initial(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<ReadableApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // the keyboard starts in the first field, not on the dialog's box (QA walk 4): focused once the dialog has
  // faded in, as a field is not focusable while the dialog is still hidden (autoFocus alone misses it)
  const firstField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  // unless the person already clicked into a field while it faded in
  const focusFirstField = () => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
    firstField.current?.focus();
  };

  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectCurrentNotification);

  useEffect(() => {
    if (open) {
      setValues(initial(fields));
      setErrors({});
      setProblem(null);
      // On a phone the dialog fills the screen, and the snackbar moves to the top over a dialog (clear of its
      // buttons): one still showing from the step before ('The claim is approved.') would cover the new
      // dialog's title. It has been shown and read out; the person has moved on, so it goes.
      if (fullScreen && notification) dispatch(dismissed(notification.id));
    }
    // a fresh form each time the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    const checked = fields.map((field) => [field.name, check(field, values)] as const);
    const found = Object.fromEntries(
      checked.filter(([, result]) => result.error).map(([name, result]) => [name, result.error ?? '']),
    );
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onConfirm(Object.fromEntries(checked.map(([name, result]) => [name, result.value])));
      onClose();
    } catch (failure) {
      const read = readApiError(failure);
      setProblem(read);
      setErrors(read.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // a tap beside the dialog keeps what the person typed (QA walk 6); Escape and Cancel still close it
        if (busy || (reason === 'backdropClick' && typed(fields, values))) return;
        onClose();
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          sx={{ pt: 0.5 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {intro ? <Typography component="div">{intro}</Typography> : null}
          {fields.map((field, index) => (
            <TextField
              key={field.name}
              inputRef={index === 0 ? firstField : undefined}
              id={`${titleId}-${field.name}`}
              label={field.label}
              required={isRequired(field, values)}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? field.helper ?? ' '}
              slotProps={{
                htmlInput: {
                  maxLength: field.maxLength,
                  ...(field.money ? { inputMode: 'decimal' } : {}),
                },
                input: field.money ? { startAdornment: <span aria-hidden>R&nbsp;</span> } : {},
              }}
            />
          ))}
          {problem ? <ActionRefusal problem={problem} /> : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={() => void submit()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
