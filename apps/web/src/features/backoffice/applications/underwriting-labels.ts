import { UNDERWRITING_STATUSES, type UnderwritingStatus } from '@cover/domain';

/** The underwriting states in the words staff read, with what each queue holds. */
export const UNDERWRITING_QUEUES: Readonly<Record<UnderwritingStatus, { label: string; intro: string }>> = {
  REFERRED: { label: 'Referred', intro: 'Applications referred for a person to underwrite, oldest first.' },
  ON_HOLD: { label: 'On hold', intro: 'Applications waiting for the customer, oldest first.' },
  RECOMMENDATION_AWAITED: {
    label: 'Recommendation awaited',
    intro: 'Recommendations waiting for another underwriter to approve or decline.',
  },
  APPROVED: { label: 'Approved', intro: 'Applications an underwriter approved.' },
  DECLINED: { label: 'Declined', intro: 'Applications an underwriter declined.' },
};

export const asUnderwritingStatus = (value: string | null): UnderwritingStatus | undefined =>
  (UNDERWRITING_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as UnderwritingStatus)
    : undefined;
