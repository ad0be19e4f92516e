import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingDayLabel, formatLongDate, type PaymentDetails } from '@cover/domain';
import { type OnBehalfApplication } from '@cover/domain/motor';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { motorApplicationDocumentLabel } from '../../motor/shared/policies/labels';
import { applicationPremiums, motorPremiumFacts } from '../../motor/shared/quote/premium-facts';
import { UNDERWRITER_WORDS } from '../lib/underwriter-words';
import { DeclaredAnswers } from './declared-answers';
import { OnBehalfActions } from './on-behalf-actions';

/** How the premium is paid, the account as the server gives it (masked to its last 4 digits). */
export function paymentText(payment: PaymentDetails | null, paymentType: string): string {
  if (paymentType !== 'debit_order' || !payment) return 'Deducted from your salary';
  const day = payment.debitOrderDate ? (billingDayLabel(payment.debitOrderDate) ?? '').toLowerCase() : '';
  return [
    `Debit order from ${payment.bankName ?? 'your bank'}`,
    payment.accountNumber ? `account ${payment.accountNumber}` : null,
    day ? `on the ${day} of each month` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What was done on the employee's behalf and by whom: the operator and when, the cover, its start, the
 * payment (masked account), the documents and the inspection; then everything that was declared for them
 * (DeclaredAnswers), which the terms they accept confirm, and every action in order.
 */
export function ReviewSummary({ item }: { item: OnBehalfApplication }) {
  const { application, operatorName, payment } = item;
  const { module } = application;
  const received = application.documents.map((document) => motorApplicationDocumentLabel(document.type));
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <SectionCard title="Your application" level="h3" headerGap={1.5}>
        <Typography sx={{ mb: 2 }}>
          <strong>{operatorName}</strong>, an operator at Telkom Cover, applied for motor cover for you on{' '}
          {formatDateTime(application.createdAt)}. Below is everything {operatorName} told us about you and
          your vehicle: please check all of it. When you accept, you confirm that it is true.
        </Typography>
        <FactList
          facts={[
            {
              label: 'Vehicle',
              value: `${module.vehicle.make} ${module.vehicle.model}, ${module.vehicle.vehicle_reg_no}`,
            },
            ...motorPremiumFacts(applicationPremiums(module)),
            item.goesToUnderwriter
              ? { label: UNDERWRITER_WORDS.coverStartsLabel, value: UNDERWRITER_WORDS.coverStarts }
              : { label: 'Cover starts on', value: formatLongDate(module.effectiveDate) },
            { label: 'Payment', value: paymentText(payment, module.paymentType) },
            { label: 'Documents received', value: received.length > 0 ? received.join(', ') : 'None yet' },
            {
              label: 'Vehicle inspection',
              value: module.preInspection?.assessmentStatusLabel ?? 'Not started',
            },
          ]}
        />
      </SectionCard>
      <DeclaredAnswers module={module} creditLife={item.creditLifeCover} />
      <OnBehalfActions actions={item.actions} />
    </Stack>
  );
}
