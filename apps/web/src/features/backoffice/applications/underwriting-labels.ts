import {
  UNDERWRITING_STAFF_STATUS as WORDS,
  UNDERWRITING_STATUSES,
  type UnderwritingStatus,
} from '@cover/domain';

/** The underwriting states in the words staff read (the badges' words too), with what each queue holds. */
export const UNDERWRITING_QUEUES: Readonly<Record<UnderwritingStatus, { label: string; intro: string }>> = {
  REFERRED: {
    label: WORDS.REFERRED,
    intro: 'Applications referred for a person to underwrite, oldest first.',
  },
  ON_HOLD: { label: WORDS.ON_HOLD, intro: 'Applications waiting for the customer, oldest first.' },
  RECOMMENDATION_AWAITED: {
    label: WORDS.RECOMMENDATION_AWAITED,
    intro: 'Recommendations waiting for another underwriter to approve or decline.',
  },
  APPROVED: { label: WORDS.APPROVED, intro: 'Applications an underwriter approved.' },
  DECLINED: { label: WORDS.DECLINED, intro: 'Applications an underwriter declined.' },
};

export const asUnderwritingStatus = (value: string | null): UnderwritingStatus | undefined =>
  (UNDERWRITING_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as UnderwritingStatus)
    : undefined;
