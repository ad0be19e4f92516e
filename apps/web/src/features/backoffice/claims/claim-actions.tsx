import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/notifications/use-notify';
import { formatMoney } from '../../../components/money/format-money';
import { SectionCard } from '../../../components/policies/section-card';
import { ActionDialog } from '../components/action-dialog';
import { FourEyesOwn } from '../components/four-eyes-own';
import {
  useConfirmClaimMutation,
  useHoldClaimMutation,
  usePayClaimMutation,
  type BackofficeClaim,
} from '../api/claims-api';
import {
  claimPayableOf,
  customerReasonField,
  decisionNoteField,
  decisionNoteInput,
  lessThanPayableReasonField,
  settlementField,
  settlementInput,
  type ClaimDialogSetup,
} from './claim-action-fields';
import { introWithApprovalWarnings } from './claim-approval-warnings';
import { claimPayoutDialog } from './claim-payout-dialog';
import { ClaimHoldWaiting, claimWaitingHold } from './claim-hold-waiting';
import { useRecommendationDialogs } from './claim-recommendation-dialogs';
import { recommendationSentence, splitWords, type ClaimRecommendation } from './claim-recommendation';

type Action = 'hold' | 'approve' | 'repudiate' | 'grant' | 'refuse' | 'pay';

/** Why approval waits while documents are outstanding; a repudiation does not wait (QA walk 9 no. 7). */
export const DOCUMENTS_OUTSTANDING = {
  recommend:
    'Approval can be recommended once every required document is in. A repudiation can be recommended now.',
  confirm: 'The claim can be approved once every required document is in.',
} as const;

/**
 * What staff can do with the claim in its state: put an open claim on hold (what is needed), ask for more once
 * the customer answered the hold, recommend
 * approval (an amount up to the requested one less the excess) once the documents are in, or repudiation (with
 * the reason the customer is given) at any time, confirm or overturn a recommendation (another person: the four-eyes
 * rule; an overturn asks for what the recommendation lacks) and record the payout. While the claim's line
 * holds up an approval (motor: the photos of the damage are outstanding) the page says why and offers no
 * approval; a repudiation may still go ahead. While the claim is on hold and the customer has not answered,
 * the page says so and a recommendation to approve first asks why what was asked for is no longer needed; one
 * to repudiate does not, as the repudiation ends the request (docs/decisions/0039). A dialog opens on its first
 * field; once its action is done, focus goes to the Actions heading (the buttons change with the claim's state),
 * and a held-up approval's button names the alert that says why (QA walk 4).
 */
export function ClaimActions({
  claim,
  recommendation,
}: {
  claim: BackofficeClaim;
  recommendation?: ClaimRecommendation | null;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState<Action | null>(null);
  const heldId = useId();
  const documentsId = useId();
  const headingRef = useRef<HTMLSpanElement>(null);
  // set when an action went through: its dialog's closing puts focus on the heading, not on a button it removed
  const acted = useRef(false);
  useEffect(() => {
    if (open !== null || !acted.current) return;
    acted.current = false;
    headingRef.current?.focus();
  }, [open]);
  const [hold] = useHoldClaimMutation();
  const [confirm] = useConfirmClaimMutation();
  const [pay] = usePayClaimMutation();
  const { claimId } = claim;
  const done = (message: string) => () => {
    acted.current = true;
    notify.success(message);
  };
  const waiting = claimWaitingHold(claim);
  // the customer answered the hold: the assessor may ask for more (a new hold, unanswered until they send it)
  const answeredHold = claim.status === 'in_review' && claim.holdAnsweredAt !== null;
  const recommendations = useRecommendationDialogs(claim, waiting, done);

  const recommended = recommendation?.recommendation ?? null;
  // a financed item lost outright: its credit provider is paid the settlement first (decisions/0043)
  const financier = claim.endsCover?.financedBy ?? null;
  // an approver overturning a repudiation types the amount: it starts empty, the most payable beside it
  const { limit, amountField } = claimPayableOf(claim, { empty: true });
  // an overturn gives what the recommendation lacks: the amount to approve, the customer's reason to repudiate
  const grantAmount = recommendation?.recommendation === 'approve' ? recommendation.amount : null;
  const refuseReason = recommendation?.recommendation === 'repudiate' ? recommendation.customerReason : null;
  // a recommended approval of less than the most payable: the reason the customer is given with it
  const lessReason = recommendation?.recommendation === 'approve' ? recommendation.customerReason : null;
  const dialogs: Record<Action, ClaimDialogSetup> = {
    hold: {
      title: answeredHold ? 'Ask the customer for more' : 'Put the claim on hold',
      intro: 'Say what is needed. The customer sees this and is told by email or SMS.',
      confirmLabel: answeredHold ? 'Ask for more' : 'Put on hold',
      fields: [
        {
          name: 'note',
          label: 'What is needed',
          required: 'Please say what is needed',
          multiline: true,
          maxLength: 500,
        },
      ],
      onConfirm: ({ note }) =>
        hold({ claimId, note: String(note) })
          .unwrap()
          .then(done(answeredHold ? 'The customer is asked for more.' : 'The claim is on hold.')),
    },
    ...recommendations,
    grant: {
      title:
        recommended === 'approve'
          ? 'Confirm approval'
          : recommended === 'repudiate'
            ? 'Overturn: approve the claim'
            : 'Approve the claim',
      intro: introWithApprovalWarnings(
        grantAmount !== null
          ? `The claim is approved for ${formatMoney(grantAmount)} and waits for its payout${splitWords(grantAmount, recommendation?.settlement ?? null)}. The customer is told${lessReason ? `, with why it is less than the most payable: “${lessReason}”` : '.'}`
          : `Enter the amount to pay (at most ${limit}). The claim then waits for its payout and the customer is told.`,
        claim,
        'On approval',
      ),
      confirmLabel: recommended === 'approve' ? 'Confirm approval' : 'Approve',
      fields:
        grantAmount !== null
          ? [decisionNoteField(recommended, 'approve')]
          : [
              amountField,
              ...(financier ? [settlementField(financier, claim.payable.max)] : []),
              lessThanPayableReasonField(claim.payable.max),
              decisionNoteField(recommended, 'approve'),
            ],
      onConfirm: (values) =>
        confirm({
          claimId,
          input: {
            decision: 'approve',
            ...decisionNoteInput(values),
            ...(grantAmount === null ? { amount: Number(values.amount), ...settlementInput(values) } : {}),
            ...(grantAmount === null && values.customerReason
              ? { customerReason: String(values.customerReason) }
              : {}),
          },
        })
          .unwrap()
          .then(done('The claim is approved.')),
    },
    refuse: {
      title:
        recommended === 'repudiate'
          ? 'Confirm the repudiation'
          : recommended === 'approve'
            ? 'Overturn: repudiate the claim'
            : 'Repudiate the claim',
      intro:
        refuseReason !== null
          ? `The claim is repudiated and the customer is told the recommended reason: “${refuseReason}”`
          : 'The claim is repudiated and the customer is told the reason you give them.',
      confirmLabel: recommended === 'repudiate' ? 'Confirm repudiation' : 'Repudiate',
      destructive: true,
      fields:
        refuseReason !== null
          ? [decisionNoteField(recommended, 'repudiate')]
          : [customerReasonField, decisionNoteField(recommended, 'repudiate')],
      onConfirm: (values) =>
        confirm({
          claimId,
          input: {
            decision: 'repudiate',
            ...decisionNoteInput(values),
            ...(refuseReason === null ? { customerReason: String(values.customerReason) } : {}),
          },
        })
          .unwrap()
          .then(done('The claim is repudiated.')),
    },
    pay: claimPayoutDialog(claim, (input) => pay({ claimId, input }).unwrap(), done),
  };

  const canAssess = claim.status === 'open' || claim.status === 'in_review';
  const documentsIn = claim.documentsCompleteAt !== null;
  // what holds up an approval (motor: the photos of the damage outstanding); a repudiation may go ahead
  const approvalHeld = claim.approvalBlocker ?? null;
  const buttons: {
    action: Action;
    label: string;
    variant?: 'contained' | 'outlined';
    disabled?: boolean;
    color?: 'error';
  }[] = [];
  if (claim.status === 'open') buttons.push({ action: 'hold', label: 'Put on hold', variant: 'outlined' });
  if (answeredHold) buttons.push({ action: 'hold', label: 'Ask for more', variant: 'outlined' });
  if (canAssess) {
    buttons.push({
      action: 'approve',
      label: 'Recommend approval',
      variant: 'contained',
      disabled: !documentsIn || approvalHeld !== null,
    });
    // a repudiation needs no outstanding document (an obvious duplicate needs no police report)
    buttons.push({
      action: 'repudiate',
      label: 'Recommend repudiation',
      variant: 'outlined',
      color: 'error',
    });
  }
  // four eyes: whoever made the recommendation may not confirm or overturn it, nor record the payout of the
  // claim once approved (the server refuses it too)
  const yours =
    (claim.status === 'acknowledged' || claim.status === 'pending_payout') && claim.youRecommended === true;
  if (claim.status === 'acknowledged') {
    // the recommended decision first; without a known recommendation both decisions side by side
    const grant = {
      action: 'grant' as const,
      label: dialogs.grant.title,
      variant: 'contained' as const,
      disabled: approvalHeld !== null || yours || !documentsIn,
    };
    const refuse = {
      action: 'refuse' as const,
      label: dialogs.refuse.title,
      variant: 'outlined' as const,
      color: 'error' as const,
      disabled: yours,
    };
    if (recommended === 'repudiate')
      buttons.push({ ...refuse, variant: 'contained' }, { ...grant, variant: 'outlined' });
    else buttons.push(grant, refuse);
  }
  if (claim.status === 'pending_payout')
    buttons.push({ action: 'pay', label: 'Record payout', variant: 'contained', disabled: yours });

  const approvalHeldShown = approvalHeld !== null && (canAssess || claim.status === 'acknowledged');
  // what a button's state is explained by: the four-eyes rule, the alert saying why an approval is held up
  const describedBy = (action: Action) =>
    [
      yours && action !== 'hold' ? 'four-eyes-own' : null,
      approvalHeldShown && (action === 'approve' || action === 'grant') ? heldId : null,
      !documentsIn && (action === 'approve' || action === 'grant') ? documentsId : null,
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <SectionCard
      title={
        <span ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          Actions
        </span>
      }
      headerGap={1.5}
    >
      {claim.status === 'acknowledged' ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="recommendation">
          {recommendation ? (
            <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
              {recommendationSentence(recommendation)}
            </Typography>
          ) : null}
          {recommendation?.customerReason ? (
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              The customer will be told: {recommendation.customerReason}
            </Typography>
          ) : null}
          Someone other than the person who recommended it must confirm or overturn it.
        </Alert>
      ) : null}
      {approvalHeldShown ? (
        <Alert id={heldId} severity="warning" sx={{ mb: 2 }} data-testid="approval-held">
          {approvalHeld}
        </Alert>
      ) : null}
      <ClaimHoldWaiting waiting={waiting} />
      {(canAssess || claim.status === 'acknowledged') && !documentsIn ? (
        <Typography id={documentsId} color="text.secondary" sx={{ mb: 2 }}>
          {DOCUMENTS_OUTSTANDING[canAssess ? 'recommend' : 'confirm']}
        </Typography>
      ) : null}
      {buttons.length === 0 ? (
        <Typography color="text.secondary">
          Nothing to do: this claim is {claim.statusDisplayValue.toLowerCase()}.
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {buttons.map((button) => (
            <Button
              key={button.action}
              variant={button.variant}
              color={button.color ?? 'primary'}
              disabled={button.disabled}
              onClick={() => setOpen(button.action)}
              aria-describedby={describedBy(button.action) || undefined}
            >
              {button.label}
            </Button>
          ))}
          {yours ? <FourEyesOwn /> : null}
        </Stack>
      )}
      {open ? <ActionDialog key={open} open onClose={() => setOpen(null)} {...dialogs[open]} /> : null}
    </SectionCard>
  );
}
