import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cancelPolicyInputSchema,
  FUNERAL_CANCELLATION_REASONS,
  UNABLE_TO,
  type CancellationTerms,
  type FuneralCancellationReason,
  type LinkedCover,
} from '@cover/domain';
import { BoundRadioGroup } from '../form-fields/bound-radio-group';
import { BoundTextField } from '../form-fields/bound-text-field';
import { Money } from '../money/money-display';
import { useNotify } from '../notifications/use-notify';
import { CancellationTermsPanel } from './cancellation-terms';
import { FormCard } from './form-card';
import { LinkedCoverNotice } from './linked-cover-notice';
import { cancellationReasonLabel } from './labels';
import { applyServerFieldErrors } from './server-field-errors';
import { useKeyedCall, type CallResult } from './use-keyed-call';

/** The visible fields of cancelPolicy: the domain's payload without policyId. */
const cancelFormSchema = cancelPolicyInputSchema.omit({ policyId: true });
/** The form as typed: a reason (checked against the line's list by the schema) and a comment. */
interface CancelForm {
  reason?: string;
  comment?: string;
}

/** A cancellation reason of a line (spec 002 §9 for funeral and device, spec 001 §9 for motor). */
export interface CancellationReasonOption<R extends string> {
  value: R;
  label: string;
}

/** What the customer chose: a reason of the line and an optional comment. */
interface CancelChoice<R extends string> {
  reason: R;
  comment?: string;
}

/** The cancelPolicy payload of a line whose reasons are R. */
export interface CancelPolicyBody<R extends string = FuneralCancellationReason> extends CancelChoice<R> {
  policyId: string;
  /** cancel the policies sold with it (its credit life) too, in the same call */
  alsoCancelLinked?: boolean;
}

/** The form's schema for a line's own reasons (the same comment rule as the domain's payload). */
const reasonsFormSchema = (reasons: readonly CancellationReasonOption<string>[]) =>
  z.object({
    reason: z.enum(reasons.map((reason) => reason.value) as [string, ...string[]], {
      message: 'Please choose why you are cancelling',
    }),
    comment: cancelPolicyInputSchema.shape.comment,
  });

/** What the flow needs of a policy of any line: its number and what cancelling it today would mean. */
export interface CancellablePolicy {
  policyId: string;
  policyNumber: string;
  cancellationTerms: CancellationTerms;
}

/** What every line's cancelPolicy replies beside the cancelled policy. */
export interface CancelledPolicyReply {
  message: string;
  withinCoolingOff: boolean;
  refund: { amount: number } | null;
  /** the policies sold with it cancelled in the same call */
  alsoCancelled?: { policyId: string; policyNumber: string }[] | undefined;
}

export interface CancelPolicyFlowProps<R extends string = FuneralCancellationReason> {
  policy: CancellablePolicy;
  /** the line's cancellation reasons; default: those of spec 002 §9 */
  reasons?: readonly CancellationReasonOption<R>[];
  /** the line's cooling-off period (31 days long-term, 14 short-term) */
  coolingOffDays: number;
  /** what stopping the cover means, said before the confirmation */
  consequence: string;
  /** the line's cancelPolicy call (an RTK Query mutation fits) */
  cancel: (body: CancelPolicyBody<R>, idempotencyKey: string) => PromiseLike<CallResult>;
  paths: {
    /** the policy's page ('Keep my policy') */
    policy: string;
    /** the policy list (after cancelling) */
    policies: string;
    /** one of the policy's claims */
    claim: (claimId: string) => string;
    /** the cancel page of a policy sold with it (its credit life), which continues unless cancelled too */
    linkedCancel?: (cover: LinkedCover) => string;
  };
}

/** Its linked "also cancel" choice: "credit life DCL-2026-000002" or "credit life DCL-…, VCL-…". */
const linkedNumbers = (covers: readonly LinkedCover[]) =>
  `credit life ${covers.map((cover) => cover.policyNumber).join(', ')}`;

function CancelResult({
  result,
  coolingOffDays,
  policiesPath,
  continuing,
  linkedCancel,
}: {
  result: CancelledPolicyReply;
  coolingOffDays: number;
  policiesPath: string;
  /** the linked policies that were not cancelled with it */
  continuing: readonly LinkedCover[];
  linkedCancel?: ((cover: LinkedCover) => string) | undefined;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Typography variant="h3" component="h2">
        {result.message}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {result.withinCoolingOff
          ? `You cancelled within the ${coolingOffDays}-day cooling-off period.`
          : 'The cooling-off period had ended, so no premiums are refunded.'}
      </Typography>
      {result.refund ? (
        <Typography sx={{ mt: 1 }}>
          Refund: <Money cents={result.refund.amount} /> to your bank account.
        </Typography>
      ) : null}
      {continuing.map((cover) => (
        <Typography sx={{ mt: 1 }} key={cover.policyId}>
          Credit life {cover.policyNumber} continues: <Money cents={cover.monthlyPremium} /> a month.
          {linkedCancel ? (
            <>
              {' '}
              <Link component={RouterLink} to={linkedCancel(cover)}>
                Cancel credit life {cover.policyNumber}
              </Link>
            </>
          ) : null}
        </Typography>
      ))}
      <Button component={RouterLink} to={policiesPath} variant="contained" sx={{ mt: 2 }}>
        Back to my policies
      </Button>
    </Paper>
  );
}

/** The second step: the choice restated with its refund, then cancelled only on "Yes". */
function ConfirmCancel({
  policy,
  consequence,
  reasonLabel,
  busy,
  problem,
  alsoLinked,
  onAlsoLinked,
  onConfirm,
  onBack,
}: {
  policy: CancellablePolicy;
  consequence: string;
  /** the chosen reason, in the line's words */
  reasonLabel: string;
  busy: boolean;
  problem: string | null;
  /** whether the linked policies (its credit life) are cancelled too */
  alsoLinked: boolean;
  onAlsoLinked: (checked: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const refund = policy.cancellationTerms.refundAmount;
  const linked = policy.cancellationTerms.linkedCover ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="region" aria-labelledby="confirm-cancel">
      <Typography variant="h3" component="h2" id="confirm-cancel">
        Cancel policy {policy.policyNumber}?
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{consequence}</Typography>
      <Typography sx={{ mt: 1 }}>
        {refund > 0 ? (
          <>
            Refund: <Money cents={refund} /> to your bank account.
          </>
        ) : (
          'Refund: none.'
        )}
      </Typography>
      <Typography sx={{ mt: 1 }}>Reason: {reasonLabel}</Typography>
      {linked.length > 0 ? (
        <>
          <FormControlLabel
            sx={{ mt: 1.5, display: 'flex' }}
            control={
              <Checkbox checked={alsoLinked} onChange={(event) => onAlsoLinked(event.target.checked)} />
            }
            label={`Also cancel the ${linkedNumbers(linked)} on this finance`}
          />
          <Typography sx={{ mt: 0.5 }}>
            {alsoLinked ? (
              `The ${linkedNumbers(linked)} stops today too: its cover of what you owe on the finance ends.`
            ) : (
              <>
                The {linkedNumbers(linked)} continues:{' '}
                <Money cents={linked.reduce((sum, cover) => sum + cover.monthlyPremium, 0)} /> a month is
                still collected.
              </>
            )}
          </Typography>
        </>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>Go back</Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          Yes, cancel policy {policy.policyNumber}
          {alsoLinked && linked.length > 0 ? ` and the ${linkedNumbers(linked)}` : ''}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * Cancel a policy of any line with a cancellation reason: what cancelling today means comes first (refund
 * inside the line's cooling-off, open claims), then the reason, then a confirmation step before anything
 * is sent.
 */
export function CancelPolicyFlow<R extends string = FuneralCancellationReason>({
  policy,
  reasons,
  coolingOffDays,
  consequence,
  cancel,
  paths,
}: CancelPolicyFlowProps<R>) {
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.CANCEL_POLICY);
  const [choice, setChoice] = useState<CancelChoice<R> | null>(null);
  const [result, setResult] = useState<CancelledPolicyReply | null>(null);
  const [alsoLinked, setAlsoLinked] = useState(false);
  const linked = policy.cancellationTerms.linkedCover ?? [];
  // the schema accepts only the line's reasons, so what it lets through is a CancelChoice<R>
  const resolver = useMemo(
    () =>
      zodResolver(reasons ? reasonsFormSchema(reasons) : cancelFormSchema) as unknown as Resolver<
        CancelForm,
        unknown,
        CancelChoice<R>
      >,
    [reasons],
  );
  const { control, handleSubmit, setError } = useForm<CancelForm, unknown, CancelChoice<R>>({
    resolver,
    defaultValues: { comment: '' },
  });
  const reasonLabel = (value: string) =>
    reasons
      ? (reasons.find((reason) => reason.value === value)?.label ?? value)
      : cancellationReasonLabel(value);

  const confirm = async () => {
    if (!choice) return;
    const body: CancelPolicyBody<R> = {
      policyId: policy.policyId,
      reason: choice.reason,
      comment: choice.comment || undefined,
      ...(alsoLinked && linked.length > 0 ? { alsoCancelLinked: true } : {}),
    };
    const outcome = await call.run(body, (idempotencyKey) => cancel(body, idempotencyKey));
    if (!outcome.ok) {
      if (Object.keys(outcome.problem.fields ?? {}).length > 0) {
        setChoice(null);
        applyServerFieldErrors(setError, outcome.problem.fields, ['reason', 'comment']);
      }
      return;
    }
    const reply = outcome.data as CancelledPolicyReply;
    notify.success(reply.message);
    setResult(reply);
  };

  if (result) {
    const cancelledIds = new Set((result.alsoCancelled ?? []).map((entry) => entry.policyId));
    return (
      <CancelResult
        result={result}
        coolingOffDays={coolingOffDays}
        policiesPath={paths.policies}
        continuing={linked.filter((cover) => !cancelledIds.has(cover.policyId))}
        linkedCancel={paths.linkedCancel}
      />
    );
  }
  if (choice)
    return (
      <ConfirmCancel
        policy={policy}
        consequence={consequence}
        reasonLabel={reasonLabel(choice.reason)}
        busy={call.busy}
        problem={call.problem?.message ?? null}
        alsoLinked={alsoLinked}
        onAlsoLinked={setAlsoLinked}
        onConfirm={() => void confirm()}
        onBack={() => setChoice(null)}
      />
    );
  return (
    <FormCard onSubmit={handleSubmit(setChoice)}>
      <CancellationTermsPanel
        terms={policy.cancellationTerms}
        coolingOffDays={coolingOffDays}
        claimPath={paths.claim}
      />
      <LinkedCoverNotice covers={linked} cancelPath={paths.linkedCancel} />
      <BoundRadioGroup
        control={control}
        name="reason"
        label="Why are you cancelling?"
        options={reasons ?? FUNERAL_CANCELLATION_REASONS}
        required
      />
      <BoundTextField
        control={control}
        name="comment"
        label="Anything else you want to tell us (optional)"
        multiline
        minRows={2}
        help=""
        sx={{ mt: 2, display: 'flex' }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.policy}>
          Keep my policy
        </Button>
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Box>
    </FormCard>
  );
}
