/**
 * The lives of an application: the main member is the caller's own policy holder; spouse, children and
 * extended family come from the application payload. They are re-priced on the quote's rate table version
 * with ages on the quote day and must reproduce the quote exactly (same lives, same premium).
 */
import type { PolicyHolder } from '@cover/domain';
import type {
  CreateApplicationInput,
  FuneralQuote,
  FuneralQuoteBreakdownEntry,
  FuneralQuoteInput,
} from '@cover/domain/funeral';
import type { QuotePackageRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { MemberSnapshot } from '../insurance-core/members.js';
import { dayAsDate, priceLives, type PricedLives } from './rating.js';

export const MEMBERS_CHANGED_MESSAGE =
  'The members on the application do not match the quote. Please get a new quote for these members.';

type Life = Omit<MemberSnapshot, 'coverAmount' | 'accidentalCoverAmount' | 'premium' | 'age'>;

const base = { memberId: undefined, relation: null, isStudying: false, isDisabled: false } as const;

export function applicationLives(
  holder: PolicyHolder,
  input: CreateApplicationInput,
  coverageOption: string,
): Life[] {
  const lives: Life[] = [
    {
      ...base,
      role: 'main',
      firstName: holder.first_name,
      lastName: holder.last_name,
      idNumber: holder.id.number,
      dateOfBirth: holder.date_of_birth,
      coverageOption,
    },
  ];
  if (input.spouse)
    lives.push({
      ...base,
      role: 'spouse',
      firstName: input.spouse.first_name,
      lastName: input.spouse.last_name,
      idNumber: input.spouse.id_number ?? null,
      dateOfBirth: input.spouse.date_of_birth,
      coverageOption,
    });
  for (const child of input.children)
    lives.push({
      ...base,
      role: 'child',
      firstName: child.first_name,
      lastName: child.last_name,
      idNumber: child.id_number ?? null,
      dateOfBirth: child.date_of_birth,
      isStudying: child.is_studying,
      isDisabled: child.is_disabled,
      coverageOption,
    });
  for (const member of input.extended_family)
    lives.push({
      ...base,
      role: 'extended',
      firstName: member.first_name,
      lastName: member.last_name,
      idNumber: null,
      dateOfBirth: member.date_of_birth,
      relation: member.relationship,
      coverageOption: member.coverage_option,
    });
  return lives;
}

const lineKey = (line: FuneralQuoteBreakdownEntry) =>
  [line.role, line.relationship ?? '', line.age, line.coverageOption, line.coverAmount, line.premium].join(
    '|',
  );
const sameLines = (a: FuneralQuote, b: FuneralQuote) => {
  const left = a.breakdown.map(lineKey).sort();
  const right = b.breakdown.map(lineKey).sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
};

/** Re-prices the application's lives as quoted; 422 QUOTE_INVALID or MEMBERS_CHANGED when they differ. */
export function repriceApplication(
  quotePackage: QuotePackageRow,
  holder: PolicyHolder,
  input: CreateApplicationInput,
): PricedLives {
  const quoted = quotePackage.quote as unknown as FuneralQuote;
  const quoteInput = quotePackage.input as unknown as FuneralQuoteInput;
  const priced = priceLives(
    {
      packageName: quoted.packageName,
      coverType: quoted.module.coverType,
      coverOption: quoted.module.coverageOption,
      startDate: quoteInput.startDate,
      members: applicationLives(holder, input, quoted.module.coverageOption),
    },
    { today: dayAsDate(quotePackage.quotedOn), rateTableVersion: quotePackage.rateTableVersion },
  );
  if (priced.quote.suggestedPremium !== quoted.suggestedPremium || !sameLines(priced.quote, quoted))
    throw new AppError(422, 'MEMBERS_CHANGED', MEMBERS_CHANGED_MESSAGE, {
      quote_package_id: MEMBERS_CHANGED_MESSAGE,
    });
  return priced;
}
