import { BILLING_DAYS, billingDateIn, followingBillingDate, toDate } from '@cover/domain';

/** How many monthly premiums of history each policy has at most. */
export const HISTORY_MONTHS = 6;

export interface BillingDayDates {
  billingDay: number;
  /** the premiums already collected, newest first (the first is the last billing date on or before `asOf`) */
  dues: string[];
  /** the policy's next billing date */
  nextDue: string;
}

export interface BillingCalendar {
  /** the day the data is as of (today in South Africa) */
  asOf: string;
  days: BillingDayDates[];
  /** the first day after `asOf` on which premiums fall due: the billing run bills that day's policies */
  runDay: string;
  /** the billing days whose policies fall due on `runDay` */
  runDays: number[];
}

function monthBefore(year: number, month: number, back: number) {
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The billing dates of every billing day around `asOf`, computed by the domain's own rules. */
export function billingCalendar(asOf: string): BillingCalendar {
  const { year, month } = toDate(asOf);
  const days = BILLING_DAYS.map(({ value: billingDay }) => {
    const skip = billingDateIn(billingDay, year, month) > asOf ? 1 : 0;
    const dues = Array.from({ length: HISTORY_MONTHS }, (_, back) => {
      const at = monthBefore(year, month, back + skip);
      return billingDateIn(billingDay, at.year, at.month);
    });
    return { billingDay, dues, nextDue: followingBillingDate(billingDay, dues[0] as string) };
  });
  const runDay = days.map((day) => day.nextDue).sort()[0] as string;
  const runDays = days.filter((day) => day.nextDue === runDay).map((day) => day.billingDay);
  return { asOf, days, runDay, runDays };
}
