/**
 * Funeral applications: created from a valid quote package for the caller's own policy holder with a
 * payment method and beneficiaries (PENDING); the declaration approves it (APPROVED) and the policy is
 * issued in the same request (ACTIVE). An employee's premium deducted from their salary needs the deduction
 * consent with its amount, stored with the application (salary-deduction.ts). docs/decisions/0005-funeral-lifecycle.md explains the choices.
 */
import {
  funeralReferralReasons,
  waitingPeriodEndsOn,
  type BeneficiaryInput,
  type MainMemberDetails,
} from '@cover/domain';
import {
  type ApplicationHolding,
  FUNERAL_LINE,
  type Application,
  type ApplicationDeclarationInput,
  type ApplicationReply,
  type CreateApplicationInput,
  type FuneralDeclaration,
  type FuneralQuote,
  type FuneralQuoteModule,
} from '@cover/domain/funeral';
import type { ApplicationRow, PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  DECLARATION_APPROVED,
  storePendingApplication,
  transitionApplication,
} from '../insurance-core/applications.js';
import { today } from '../insurance-core/clock.js';
import { applicationCoreView } from '../insurance-core/policy-core-view.js';
import { issuePolicy } from '../insurance-core/issue.js';
import { isUnderReview, referIfNeeded, UNDERWRITING_TEXTS } from '../insurance-core/underwriting.js';
import type { MemberSnapshot } from '../insurance-core/members.js';
import { findOwnedApplication } from '../insurance-core/ownership.js';
import { PAYMENT_TEXTS, storeApplicationPayment } from '../insurance-core/holder-payment.js';
import { markQuotePackageUsed, takeUsableQuotePackage } from '../insurance-core/quote-packages.js';
import { repriceApplication } from './application-members.js';
import { CHANNEL_RULES, FREE_BENEFIT_BILLING_DAY, isFreeBenefit, type FuneralChannel } from './channels.js';
import {
  actorOf,
  requireCaller,
  requireHolder,
  type LineCallContext,
} from '../insurance-core/line-context.js';
import { assertFreeBenefitAvailable, rosteredSalaryReference } from './employee.js';
import { loadPolicyView } from './policy-view.js';
import { FUNERAL } from './line.js';
import { declaredConsents, type StoredConsent } from './payment-consents.js';

export const APPLICATION_TEXTS = {
  created: 'Your application has been received.',
  altered: 'Your application has been updated.',
  freeBenefitFixed: 'The free benefit cannot be changed',
  issued: 'Your policy has been issued.',
  wrongChannel: 'This quote cannot be used here. Please get a new quote.',
  ...PAYMENT_TEXTS,
} as const;

export interface ApplicationDetails {
  mainMember: MainMemberDetails;
  members: MemberSnapshot[];
  beneficiaries: BeneficiaryInput[];
  startDate: string | null;
  /** the consents given with the declaration (the salary deduction one, with its amount) */
  consents?: StoredConsent[];
}

const blank = (value: string | null | undefined) => value ?? '';

/** What a PENDING application holds, for its owner to change it; null once it has moved on. */
function holdingOf(row: ApplicationRow): ApplicationHolding | null {
  if (row.status !== 'PENDING') return null;
  const details = row.details as unknown as ApplicationDetails;
  const person = (member: MemberSnapshot) => ({
    firstName: blank(member.firstName),
    lastName: blank(member.lastName),
    idNumber: blank(member.idNumber),
    dateOfBirth: member.dateOfBirth,
  });
  const byRole = (role: MemberSnapshot['role']) => details.members.filter((member) => member.role === role);
  const [main] = byRole('main');
  const [spouse] = byRole('spouse');
  const contact = details.mainMember;
  return {
    mainMember: main ? person(main) : { firstName: '', lastName: '', idNumber: '', dateOfBirth: '' },
    contact: {
      title: blank(contact.title),
      mobile: blank(contact.mobile),
      alternateMobile: blank(contact.alternateMobile),
      email: blank(contact.email),
      address: {
        formattedAddress: blank(contact.address?.formattedAddress),
        city: blank(contact.address?.city),
        provience: blank(contact.address?.provience),
        code: blank(contact.address?.code),
      },
    },
    spouse: spouse ? person(spouse) : null,
    children: byRole('child').map((child) => ({
      ...person(child),
      isStudying: child.isStudying,
      isDisabled: child.isDisabled,
    })),
    extendedFamily: byRole('extended').map((member) => ({
      firstName: blank(member.firstName),
      lastName: blank(member.lastName),
      relationship: blank(member.relation),
      dateOfBirth: member.dateOfBirth,
      coverageOption: member.coverageOption,
    })),
    beneficiaries: details.beneficiaries.map((beneficiary) => ({
      relation: beneficiary.relation,
      firstName: beneficiary.firstName,
      lastName: beneficiary.lastName,
      idNumber: blank(beneficiary.idNumber),
      email: blank(beneficiary.email),
      mobile: blank(beneficiary.mobile),
      alternateMobile: blank(beneficiary.alternateMobile),
      percentage: beneficiary.percentage,
    })),
  };
}

export function toApplication(
  row: ApplicationRow,
  now: Date,
  policyNumber: string | null = null,
  longWindow = true,
): Application {
  const quote = row.quote as unknown as FuneralQuote;
  return {
    ...applicationCoreView(row, now, policyNumber, longWindow),
    currency: quote.currency,
    module: quote.module,
    holding: holdingOf(row),
  };
}

const invalid = (field: string, message: string) =>
  new AppError(422, 'APPLICATION_INVALID', message, { [field]: message });

/** Payment method and billing day for the channel (none for the free benefit). */
async function paymentFor(
  ctx: LineCallContext,
  input: CreateApplicationInput,
  channel: FuneralChannel,
  free: boolean,
) {
  const principal = requireCaller(ctx);
  const holder = requireHolder(ctx);
  if (free) {
    await rosteredSalaryReference(ctx.db, principal);
    await assertFreeBenefitAvailable(ctx.db, holder.policyHolderId);
    return { paymentMethodId: null, billingDay: FREE_BENEFIT_BILLING_DAY };
  }
  return storeApplicationPayment(
    ctx,
    input.paymentMethod,
    input.billingDay,
    CHANNEL_RULES[channel].paymentMethods,
  );
}

/** createQuoteApplication / application/createApplication / create-application / paid/create-application. */
export async function createFuneralApplication(
  ctx: LineCallContext,
  input: CreateApplicationInput,
  channel: FuneralChannel,
): Promise<ApplicationReply> {
  const principal = requireCaller(ctx);
  const holder = requireHolder(ctx);
  // With an applicationId the caller alters their own PENDING application (spec 002 §3, §4).
  const altering = input.applicationId
    ? await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, { line: FUNERAL_LINE, lock: true })
    : null;
  if (altering && altering.channel !== channel)
    throw invalid('applicationId', APPLICATION_TEXTS.wrongChannel);
  if (altering && isFreeBenefit(altering.packageName))
    throw invalid('applicationId', APPLICATION_TEXTS.freeBenefitFixed);
  const quotePackage = await takeUsableQuotePackage(
    ctx.db,
    FUNERAL_LINE,
    { pool: principal.audience, sub: principal.sub },
    input.quote_package_id,
    ctx.now,
  );
  if (quotePackage.channel !== channel) throw invalid('quote_package_id', APPLICATION_TEXTS.wrongChannel);
  const priced = repriceApplication(quotePackage, holder, input);
  const { paymentMethodId, billingDay } = await paymentFor(
    ctx,
    input,
    channel,
    isFreeBenefit(quotePackage.packageName),
  );
  const details: ApplicationDetails = {
    mainMember: input.mainMember ?? {},
    members: priced.members,
    beneficiaries: input.beneficiaries,
    startDate: priced.quote.module.startDate ?? null,
  };
  const values = {
    quotePackageId: quotePackage.id,
    packageName: quotePackage.packageName,
    channel,
    billingDay,
    paymentMethodId,
    sumAssured: priced.quote.sumAssured,
    basePremium: priced.quote.basePremium,
    monthlyPremium: priced.quote.suggestedPremium,
    rateTableVersion: priced.quote.rateTableVersion,
    quote: { ...priced.quote },
    details: { ...details },
    callCentre: input.call_centre,
    declarationFormProvided: input.declaration_form_provided,
  };
  const application = await storePendingApplication(
    ctx.db,
    altering,
    values,
    { line: FUNERAL_LINE, policyHolderId: holder.policyHolderId },
    { now: ctx.now, actor: actorOf(ctx) },
  );
  await markQuotePackageUsed(ctx.db, quotePackage.id, ctx.now);
  if (!input.declaration)
    return {
      application: toApplication(application, ctx.now, null, ctx.longWindow),
      policy: null,
      message: altering ? APPLICATION_TEXTS.altered : APPLICATION_TEXTS.created,
    };
  return approveAndIssue(ctx, application, input.declaration, 'declaration.');
}

/** applicationDeclaration: T&C and POPIA/TCF accepted → APPROVED → policy issued (ACTIVE). */
export async function declareApplication(
  ctx: LineCallContext,
  input: ApplicationDeclarationInput,
): Promise<ApplicationReply> {
  const application = await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, {
    line: FUNERAL_LINE,
    lock: true,
  });
  return approveAndIssue(ctx, application, input);
}

/** The referral rules' facts of a funeral application: each life's age and natural-death cover. */
export const funeralReferralOf = (row: ApplicationRow) =>
  funeralReferralReasons(
    (row.details as unknown as ApplicationDetails).members.map((member) => ({
      role: member.role,
      age: member.age,
      coverAmount: member.coverAmount,
    })),
  );

/** `field` prefixes the declaration's fields in a refusal ('declaration.' when it came with the application). */
async function approveAndIssue(
  ctx: LineCallContext,
  pending: ApplicationRow,
  declaration: FuneralDeclaration,
  field = '',
): Promise<ApplicationReply> {
  const actor = actorOf(ctx);
  const details = { ...(pending.details as unknown as ApplicationDetails) };
  details.consents = await declaredConsents(ctx, pending, declaration, field);
  const referred = isUnderReview(pending)
    ? pending
    : await referIfNeeded(ctx.db, pending, funeralReferralOf(pending), {
        now: ctx.now,
        actor,
        details: { ...details },
      });
  if (referred)
    return {
      application: toApplication(referred, ctx.now, null, ctx.longWindow),
      policy: null,
      message: UNDERWRITING_TEXTS.reviewing,
    };
  const approved = await transitionApplication(ctx.db, pending, 'APPROVED', {
    now: ctx.now,
    actor,
    summary: DECLARATION_APPROVED,
    changes: { declarationAcceptedAt: ctx.now, details: { ...details } },
  });
  const policy = await issueFuneralApplication(ctx, approved);
  const issued = await findOwnedApplication(ctx.db, ctx.holder, approved.id, { line: FUNERAL_LINE });
  return {
    application: toApplication(issued, ctx.now, policy.policyNumber, ctx.longWindow),
    policy: await loadPolicyView(ctx.db, policy, ctx.now, ctx.longWindow),
    message: APPLICATION_TEXTS.issued,
  };
}

/** Issues the policy of an APPROVED funeral application (after the declaration, or an underwriter's approval). */
export async function issueFuneralApplication(
  ctx: Pick<LineCallContext, 'db' | 'now' | 'changes'> & Partial<LineCallContext>,
  approved: ApplicationRow,
): Promise<PolicyRow> {
  const details = approved.details as unknown as ApplicationDetails;
  const quote = approved.quote as unknown as FuneralQuote;
  const issueDay = today(ctx.now);
  const startDate = details.startDate && details.startDate > issueDay ? details.startDate : issueDay;
  const module: FuneralQuoteModule = { ...quote.module, startDate };
  return issuePolicy(
    ctx.db,
    {
      line: FUNERAL,
      application: approved,
      startDate,
      lineData: {
        coverType: quote.module.coverType,
        coverOption: quote.module.coverageOption,
        naturalDeathWaitingEndsOn: waitingPeriodEndsOn(
          startDate,
          'natural',
          quote.module.naturalDeathWaitingMonths,
        ),
      },
      module: { ...module },
      details: { mainMember: details.mainMember },
      members: details.members,
      beneficiaries: details.beneficiaries,
      now: ctx.now,
      actor: actorOf(ctx as LineCallContext),
    },
    ctx.changes,
  );
}
