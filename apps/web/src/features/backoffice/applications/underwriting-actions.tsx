import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HOLD_WITHDRAWAL_MESSAGES,
  OPEN_UNDERWRITING_STATUSES,
  UNDERWRITING_MESSAGES,
  type BackofficeApplicationDetail,
  type UnderwritingDecision,
  type UnderwritingDecisionInput,
} from '@cover/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { useDecideApplicationMutation } from '../api/applications-api';
import { ActionDialog, type ActionDialogProps, type ActionValues } from '../components/action-dialog';
import { FourEyesOwn } from '../components/four-eyes-own';
import { holdWithdrawal, introWithHold, withHoldWithdrawal } from '../components/hold-withdrawal';

type DialogSetup = Omit<ActionDialogProps, 'open' | 'onClose' | 'onConfirm'> & {
  toInput: (values: ActionValues) => UnderwritingDecisionInput;
  done: string;
};

const text = (value: ActionValues[string]) => (value === undefined ? undefined : String(value));

const DIALOGS: Record<UnderwritingDecision, DialogSetup> = {
  approve: {
    title: 'Approve the application',
    intro: 'The application goes on to become a policy, and the customer is told.',
    confirmLabel: 'Approve',
    fields: [
      { name: 'note', label: 'Note for the file (staff only, optional)', multiline: true, maxLength: 1000 },
    ],
    toInput: ({ note }) => ({ decision: 'approve', ...(text(note) ? { note: text(note) } : {}) }),
    done: 'The application is approved.',
  },
  hold: {
    title: 'Put the application on hold',
    intro:
      'Say what the customer must know or do. The customer sees this reason and is told by email or SMS.',
    confirmLabel: 'Put on hold',
    fields: [
      {
        name: 'reason',
        label: 'Reason the customer sees',
        required: UNDERWRITING_MESSAGES.holdReason,
        multiline: true,
        maxLength: 500,
      },
    ],
    toInput: ({ reason }) => ({ decision: 'hold', reason: String(reason) }),
    done: 'The application is on hold. The customer is told why.',
  },
  recommend: {
    title: 'Send for approval',
    intro:
      'Write your recommendation for the approver. Another underwriter approves or declines the application.',
    confirmLabel: 'Send for approval',
    fields: [
      {
        name: 'note',
        label: 'Note for the approver (staff only)',
        required: UNDERWRITING_MESSAGES.recommendNote,
        multiline: true,
        maxLength: 1000,
      },
    ],
    toInput: ({ note }) => ({ decision: 'recommend', note: String(note) }),
    done: 'Recommendation recorded. Another underwriter must decide.',
  },
  decline: {
    title: 'Decline the application',
    intro: 'The customer sees this reason. Use words they understand.',
    confirmLabel: 'Decline',
    destructive: true,
    fields: [
      {
        name: 'reason',
        label: 'Reason the customer sees',
        required: UNDERWRITING_MESSAGES.declineReason,
        multiline: true,
        maxLength: 500,
      },
    ],
    toInput: ({ reason }) => ({ decision: 'decline', reason: String(reason) }),
    done: 'The application is declined. The customer is told why.',
  },
};

const BUTTONS: {
  decision: UnderwritingDecision;
  label: string;
  variant: 'contained' | 'outlined';
  color?: 'error';
}[] = [
  { decision: 'approve', label: 'Approve', variant: 'contained' },
  { decision: 'hold', label: 'Put on hold', variant: 'outlined' },
  // the action, as its dialog's button says; 'Recommendation awaited' is the state it leads to
  { decision: 'recommend', label: 'Send for approval', variant: 'outlined' },
  { decision: 'decline', label: 'Decline', variant: 'outlined', color: 'error' },
];

function CustomerReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Typography data-testid="customer-reason">
      <strong>Reason the customer sees:</strong> {reason}
    </Typography>
  );
}

/**
 * The underwriter's decisions on an open application, each confirmed in a dialog: approve, put on hold
 * (a reason the customer sees), send for approval (a note for the approver) or decline (a reason
 * the customer sees). A decided application shows its decision instead. While it is on hold the customer
 * has not answered (an answer sends it back to Referred), the page says so and approve and send for approval
 * first ask why what was asked for is no longer needed; decline does not, as it ends the request with the
 * application (docs/decisions/0039). An application on hold offers no second hold (the server refuses it).
 */
export function UnderwritingActions({ application }: { application: BackofficeApplicationDetail }) {
  const notify = useNotify();
  const [decide] = useDecideApplicationMutation();
  const [open, setOpen] = useState<UnderwritingDecision | null>(null);
  const status = application.underwritingStatus;
  const isOpen = status !== null && (OPEN_UNDERWRITING_STATUSES as readonly string[]).includes(status);
  const decided = application.underwrittenAt
    ? ` on ${formatDateTime(application.underwrittenAt)}${application.underwrittenBy ? ` by ${application.underwrittenBy}` : ''}`
    : '';

  const buttons = BUTTONS.filter(
    (button) =>
      !(button.decision === 'hold' && status === 'ON_HOLD') &&
      !(button.decision === 'recommend' && status === 'RECOMMENDATION_AWAITED'),
  );
  const setup = open ? DIALOGS[open] : null;
  // a decline closes the credit life application taken with it (QA walk 9, no. 9): the dialog says so
  const linked = application.linkedCreditLife;
  const intro =
    open === 'decline' && linked?.goesWithADecline
      ? `${setup?.intro ?? ''} The credit life application ${linked.applicationNumber} taken with it is declined with it.`
      : setup?.intro;
  // still on hold: the customer has not sent what was asked for (their documents send it back to Referred);
  // a decline ends the request with the application, so it asks no reason for the hold (decisions/0039)
  const waiting =
    status === 'ON_HOLD' && (open === 'approve' || open === 'recommend')
      ? { asked: application.customerReason }
      : null;
  // four eyes: whoever made the standing recommendation may not approve or decline (the server refuses too)
  const yours = application.youRecommended === true;
  const decisive = (decision: UnderwritingDecision) => decision === 'approve' || decision === 'decline';
  return (
    <SectionCard title="Underwriting decision" headerGap={1.5}>
      {status === null ? (
        <Typography color="text.secondary">This application was not referred for underwriting.</Typography>
      ) : null}
      {status === 'APPROVED' ? <Alert severity="success">Approved{decided}.</Alert> : null}
      {status === 'DECLINED' ? (
        <Stack spacing={1.5}>
          <Alert severity="error">Declined{decided}.</Alert>
          <CustomerReason reason={application.customerReason} />
        </Stack>
      ) : null}
      {isOpen ? (
        <Stack spacing={2}>
          {status === 'RECOMMENDATION_AWAITED' ? (
            <Alert severity="info">
              Recommended{decided}. Someone other than the underwriter who recommended it must approve or
              decline it.
            </Alert>
          ) : null}
          {status === 'ON_HOLD' ? (
            <>
              <Alert severity="warning" data-testid="hold-waiting">
                On hold{decided}. The customer was told why. {HOLD_WITHDRAWAL_MESSAGES.waiting}
              </Alert>
              <CustomerReason reason={application.customerReason} />
            </>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {buttons.map((button) => (
              <Button
                key={button.decision}
                variant={button.variant}
                color={button.color ?? 'primary'}
                disabled={yours && decisive(button.decision)}
                aria-describedby={yours && decisive(button.decision) ? 'four-eyes-own' : undefined}
                onClick={() => setOpen(button.decision)}
              >
                {button.label}
              </Button>
            ))}
            {yours ? <FourEyesOwn /> : null}
          </Stack>
        </Stack>
      ) : null}
      {open && setup ? (
        <ActionDialog
          key={open}
          open
          title={setup.title}
          intro={introWithHold(intro, waiting)}
          confirmLabel={setup.confirmLabel}
          destructive={setup.destructive}
          fields={withHoldWithdrawal(setup.fields ?? [], waiting)}
          onClose={() => setOpen(null)}
          onConfirm={(values) =>
            decide({
              applicationId: application.applicationId,
              input: { ...setup.toInput(values), ...holdWithdrawal(values) },
            })
              .unwrap()
              .then(() => notify.success(setup.done))
          }
        />
      ) : null}
    </SectionCard>
  );
}
