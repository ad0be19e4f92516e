/**
 * The funeral rating adapter: prices a set of lives on a rate table version (the domain's
 * priceFuneralQuote) and pairs the priced lines with the lives, as member snapshots of a policy version.
 */
import {
  priceFuneralQuote,
  type CoverOptionCode,
  type FuneralCoverType,
  type FuneralPackageName,
  type FuneralQuote,
  type FuneralQuoteInputDraft,
  type FuneralRatingError,
} from '@cover/domain/funeral';
import { AppError } from '../../platform/errors.js';
import type { MemberSnapshot } from '../insurance-core/members.js';

export const RATING_FAILED_MESSAGE = 'Please correct the highlighted fields';

/** The lives and choices to price: the member list is ordered main, spouse, children, extended family. */
export interface LivesToPrice {
  packageName: FuneralPackageName;
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode;
  startDate?: string | undefined;
  members: readonly (Omit<MemberSnapshot, 'coverAmount' | 'accidentalCoverAmount' | 'premium' | 'age'> & {
    /** where the change gave this life, for its rating problems (see atInput) */
    inputPath?: string;
  })[];
}

export interface PricedLives {
  quote: FuneralQuote;
  members: MemberSnapshot[];
}

/** 422 QUOTE_INVALID: the first rating message as the message, every message by its field. */
export function ratingFailed(errors: readonly FuneralRatingError[], prefix = ''): AppError {
  const fields: Record<string, string> = {};
  for (const error of errors) fields[`${prefix}${error.path}`] ??= error.message;
  return new AppError(422, 'QUOTE_INVALID', errors[0]?.message ?? RATING_FAILED_MESSAGE, fields);
}

const person = (member: LivesToPrice['members'][number]) => ({
  dateOfBirth: member.dateOfBirth,
  ...(member.idNumber ? { idNumber: member.idNumber } : {}),
  ...(member.firstName ? { firstName: member.firstName } : {}),
  ...(member.lastName ? { lastName: member.lastName } : {}),
});

/** The domain quote input of a member list (main, spouse, children, extended family). */
export function quoteInputOf(lives: LivesToPrice): FuneralQuoteInputDraft {
  const main = lives.members.find((member) => member.role === 'main');
  if (!main) throw new Error('a policy always has a main member');
  const spouse = lives.members.find((member) => member.role === 'spouse');
  return {
    packageName: lives.packageName,
    coverType: lives.coverType,
    coverOption: lives.coverOption,
    ...(lives.startDate ? { startDate: lives.startDate } : {}),
    mainMember: person(main),
    ...(spouse ? { spouse: person(spouse) } : {}),
    children: lives.members
      .filter((member) => member.role === 'child')
      .map((child) => ({ ...person(child), isStudying: child.isStudying, isDisabled: child.isDisabled })),
    extendedFamily: lives.members
      .filter((member) => member.role === 'extended')
      .map((member) => ({
        ...person(member),
        relationship: member.relation ?? '',
        coverageOption: member.coverageOption as CoverOptionCode,
      })),
  };
}

const ROLE_ORDER = { main: 0, spouse: 1, child: 2, extended: 3 } as const;
const GROUP_ROLE = { children: 'child', extendedFamily: 'extended' } as const;

/**
 * A rating problem where the change gave the life: the quote's 'extendedFamily.2.dateOfBirth' counts every
 * relative on the policy, the change's own 'extendedFamily.0.dateOfBirth' (or 'members.0.…') only those it
 * sent. A life the change did not give keeps the quote's path.
 */
function atInput(error: FuneralRatingError, ordered: readonly LivesToPrice['members'][number][]) {
  const match = /^(children|extendedFamily)\.(\d+)\.(.+)$/.exec(error.path);
  if (!match) return error;
  const [, group, index, field] = match as unknown as [string, keyof typeof GROUP_ROLE, string, string];
  const life = ordered.filter((member) => member.role === GROUP_ROLE[group])[Number(index)];
  return life?.inputPath ? { ...error, path: `${life.inputPath}.${field}` } : error;
}

/**
 * Prices the lives on a table version with ages on `today`; throws 422 with field errors when a life is
 * not allowed. The returned members carry each life's cover, accidental cover, premium and age.
 */
export function priceLives(
  lives: LivesToPrice,
  options: { today: Date; rateTableVersion?: string },
): PricedLives {
  const ordered = [...lives.members].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const result = priceFuneralQuote(quoteInputOf({ ...lives, members: ordered }), {
    today: options.today,
    ...(options.rateTableVersion ? { rateTableVersion: options.rateTableVersion } : {}),
  });
  if (!result.ok) throw ratingFailed(result.errors.map((error) => atInput(error, ordered)));
  const { quote } = result;
  const members = ordered.map(({ inputPath: _input, ...member }, index): MemberSnapshot => {
    const line = quote.breakdown[index];
    if (!line || line.role !== member.role) throw new Error('rating breakdown does not match the lives');
    return {
      ...member,
      coverageOption: line.coverageOption,
      coverAmount: line.coverAmount,
      accidentalCoverAmount: line.accidentalCoverAmount,
      premium: line.premium,
      age: line.age,
    };
  });
  return { quote, members };
}

/** Noon of a calendar day, so that its local date is that day whatever the time zone offset. */
export function dayAsDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12);
}
