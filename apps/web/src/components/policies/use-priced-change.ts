import { useState } from 'react';
import { UNABLE_TO, type AlterationConsents } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import type { PricedChangePreview } from './alteration-preview';
import { useKeyedCall, type CallOutcome } from './use-keyed-call';

/** The reply of every change call of any line: the priced package, and the server's message. */
export interface PricedChangeReply {
  alterationPackage: PricedChangePreview;
  message: string;
}

type Send<Input, Reply> = (
  input: Input,
  idempotencyKey: string,
) => PromiseLike<{ data: Reply; error?: undefined } | { data?: undefined; error: unknown }>;

export interface PricedChangeCalls<Change, Reply extends PricedChangeReply> {
  /** prices a change without making it: the reply carries the priced package */
  price: Send<Change, Reply>;
  /** applies a priced package by its id, with the payment consent for its new premium when one was asked */
  apply: (
    alterationPackageId: string,
    idempotencyKey: string,
    consents?: Partial<AlterationConsents>,
  ) => ReturnType<Send<string, Reply>>;
  /** makes a change at once (changes without a premium effect) */
  applyNow?: Send<Change, Reply>;
  /** after a change is applied (the server's message is already shown) */
  onApplied: (reply: Reply) => void;
}

/**
 * A policy change in two steps, priced preview → applied, or in one. Busy while a call is out; a
 * refusal is kept as `problem` and announced as 'Unable to update your policy'.
 */
export function usePricedChange<Change, Reply extends PricedChangeReply>(
  calls: PricedChangeCalls<Change, Reply>,
) {
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  const [preview, setPreview] = useState<PricedChangePreview | null>(null);

  const applied = (outcome: CallOutcome<Reply>) => {
    if (outcome.ok) {
      notify.success(outcome.data.message);
      setPreview(null);
      calls.onApplied(outcome.data);
    }
    return outcome;
  };

  return {
    preview,
    problem: call.problem,
    busy: call.busy,
    /** back to the form, keeping the last problem */
    clearPreview: () => setPreview(null),
    /** back to the form with nothing pending or refused */
    reset: () => {
      setPreview(null);
      call.clearProblem();
    },
    async requestPreview(change: Change) {
      const outcome = await call.run({ price: change }, (key) => calls.price(change, key));
      if (outcome.ok) setPreview(outcome.data.alterationPackage);
      return outcome;
    },
    async confirm(consents?: Partial<AlterationConsents>) {
      if (!preview) return null;
      const { alterationPackageId } = preview;
      return applied(
        await call.run({ apply: alterationPackageId, consents }, (key) =>
          calls.apply(alterationPackageId, key, consents),
        ),
      );
    },
    async applyNow(change: Change) {
      const { applyNow } = calls;
      if (!applyNow) throw new Error('This change is always priced first');
      return applied(await call.run({ now: change }, (key) => applyNow(change, key)));
    },
  };
}
