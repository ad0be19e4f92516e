/**
 * Which motor schemes a caller may be quoted on (spec 001 §6, decision 0017): an employee the schemes of their
 * salary level on the roster; a retail customer the retail motor product. A scheme must also insure the
 * vehicle's type (the rate table says which).
 */
import { motorSchemesForSalaryLevel, MOTOR_SCHEMES } from '@cover/domain';
import {
  MOTOR_QUOTE_MESSAGES,
  MOTOR_SCHEME_VALUES,
  type MotorRatingScheme,
  type MotorSchemesReply,
} from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { rosteredEmployee, rosterEntryOfCaller } from '../insurance-core/roster.js';

const isRatingScheme = (value: string): value is MotorRatingScheme =>
  (MOTOR_SCHEME_VALUES as readonly string[]).includes(value);

export const schemeLabel = (scheme: MotorRatingScheme): string =>
  scheme === 'retail'
    ? 'Personal motor cover'
    : (MOTOR_SCHEMES.find((entry) => entry.value === scheme)?.label ?? scheme);

/** The schemes of a salary level that the rate table knows, with their labels. */
export function schemesOfSalaryLevel(salaryLevel: string): MotorSchemesReply {
  const schemes = motorSchemesForSalaryLevel(salaryLevel).filter(isRatingScheme);
  return { schemes: schemes.map((value) => ({ value, label: schemeLabel(value) })), salaryLevel };
}

export async function schemesOf(db: Database, principal: UserPrincipal): Promise<MotorSchemesReply> {
  if (principal.audience !== 'employee')
    return { schemes: [{ value: 'retail', label: schemeLabel('retail') }], salaryLevel: null };
  return schemesOfSalaryLevel((await rosteredEmployee(db, principal)).salaryLevel);
}

/** The schemes of whoever the call is for: the caller's own, or the employee's an operator acts for. */
export async function schemesOfCaller(ctx: LineCallContext): Promise<MotorSchemesReply> {
  if (ctx.agent) return schemesOfSalaryLevel((await rosterEntryOfCaller(ctx)).salaryLevel);
  if (!ctx.principal) throw new Error('the schemes need a signed-in caller');
  return schemesOf(ctx.db, ctx.principal);
}

/** The scheme the quote is rated on: the retail product, or one of the employee's own schemes (else 422). */
export async function schemeFor(
  ctx: LineCallContext,
  asked: MotorRatingScheme | undefined,
): Promise<MotorRatingScheme> {
  const { schemes, salaryLevel } = await schemesOfCaller(ctx);
  if (salaryLevel === null) return 'retail';
  const scheme = asked ?? schemes[0]?.value;
  if (!scheme || !schemes.some((entry) => entry.value === scheme))
    throw new AppError(422, 'SCHEME_NOT_ALLOWED', MOTOR_QUOTE_MESSAGES.scheme, {
      scheme: MOTOR_QUOTE_MESSAGES.scheme,
    });
  return scheme;
}
