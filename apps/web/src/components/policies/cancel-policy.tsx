import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  cancelPolicyInputSchema,
  FUNERAL_CANCELLATION_REASONS,
  UNABLE_TO,
  type FuneralCancellationReason,
  type LinkedCover,
} from '@cover/domain';
import { BoundRadioGroup } from '../form-fields/bound-radio-group';
import { BoundTextField } from '../form-fields/bound-text-field';
import { useNotify } from '../notifications/use-notify';
import { keepCancelDraft, keepCancelResult, keptCancelDraft, keptCancelResult } from './cancel-draft';
import { CancellationTermsPanel } from './cancellation-terms';
import {
  CancelResult,
  ConfirmCancel,
  type CancellablePolicy,
  type CancelledPolicyReply,
} from './cancel-steps';
import { FormCard } from './form-card';
import { paidBySalary } from './refund-words';
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

export type { CancellablePolicy, CancelledPolicyReply } from './cancel-steps';

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
  // cancelled in this tab already (the page opened again, or reloaded): its confirmation, not the form
  const [kept, setKept] = useState(() => keptCancelResult(policy.policyId));
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
  const { control, handleSubmit, setError, subscribe } = useForm<CancelForm, unknown, CancelChoice<R>>({
    resolver,
    // the reason and comment chosen before a reload (kept in this tab until it is cancelled)
    defaultValues: keptCancelDraft(policy.policyId) ?? { comment: '' },
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => keepCancelDraft(policy.policyId, values),
      }),
    [subscribe, policy.policyId],
  );
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
    const cancelledIds = new Set((reply.alsoCancelled ?? []).map((entry) => entry.policyId));
    const done = {
      result: reply,
      claimMade: policy.cancellationTerms.claimMade,
      // the refund for the days paid for after today, as the terms said before the choice
      unusedCover: reply.refund ? (policy.cancellationTerms.unusedCover ?? null) : null,
      continuing: linked.filter((cover) => !cancelledIds.has(cover.policyId)),
    };
    keepCancelResult(policy.policyId, done);
    setKept(done);
  };

  if (kept)
    return (
      <CancelResult
        result={kept.result}
        coolingOffDays={coolingOffDays}
        claimMade={kept.claimMade}
        unusedCover={kept.unusedCover ?? null}
        policyNumber={policy.policyNumber}
        policyPath={paths.policy}
        policiesPath={paths.policies}
        continuing={kept.continuing}
        linkedCancel={paths.linkedCancel}
        bySalary={paidBySalary(policy)}
      />
    );
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
        bySalary={paidBySalary(policy)}
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
