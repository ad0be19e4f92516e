/**
 * What an alteration does to a policy: from the policy's current state and a change, the new state and
 * whether the lives must be re-priced. Pure; the service prices, stores and applies the plan.
 */
import {
  alterationPreviewText,
  PAYMENT_CHANGE_MESSAGES,
  type BeneficiaryInput,
  type MainMemberDetails,
  type NamedPerson,
  type PaymentMethodInput,
  type PolicyChangeFacts,
} from '@cover/domain';
import type { AlterationChange } from '@cover/domain/funeral';
import { AppError } from '../../platform/errors.js';
import type { MemberSnapshot } from '../insurance-core/members.js';

export const MEMBER_NOT_FOUND = 'Member not found on this policy';

export type Life = Omit<MemberSnapshot, 'coverAmount' | 'accidentalCoverAmount' | 'premium' | 'age'> &
  Partial<Pick<MemberSnapshot, 'coverAmount' | 'accidentalCoverAmount' | 'premium' | 'age'>> & {
    /** where the change gave this life ('extendedFamily.0', 'members.1'): its rating problems land there */
    inputPath?: string;
  };

export interface PolicyState {
  coverType: string;
  coverOption: string;
  members: readonly MemberSnapshot[];
  beneficiaries: readonly BeneficiaryInput[];
  billingDay: number;
  mainMember: MainMemberDetails;
  /** how the premium is paid now ('debit_order', 'deduct_from_salary'); null: nothing is collected */
  paymentMethodType: string | null;
}

export interface AlterationPlan {
  /** what the preview says it will do, naming the people it adds or removes ('Remove Grace Dube (Mother)') */
  summary: string;
  /** what the change does, as the history words it once applied */
  change: PolicyChangeFacts;
  /** the new lives to price; absent when the change does not touch lives or plan */
  lives?: Life[];
  coverType?: string;
  coverOption?: string;
  beneficiaries?: BeneficiaryInput[];
  paymentMethod?: PaymentMethodInput;
  billingDay?: number;
  mainMember?: MainMemberDetails;
}

const nothingToChange = () =>
  new AppError(422, 'APPLICATION_INVALID', PAYMENT_CHANGE_MESSAGES.nothingToChange, {
    billingDay: PAYMENT_CHANGE_MESSAGES.nothingToChange,
  });

const memberNotFound = (field: string) =>
  new AppError(404, 'MEMBER_NOT_FOUND', MEMBER_NOT_FOUND, { [field]: MEMBER_NOT_FOUND });

function findMember(lives: Life[], memberId: string, role: MemberSnapshot['role'], field: string): Life {
  const found = lives.find((life) => life.memberId === memberId && life.role === role);
  if (!found) throw memberNotFound(field);
  return found;
}

const newLife = (role: MemberSnapshot['role'], coverageOption: string) => ({
  memberId: undefined,
  role,
  relation: null,
  isStudying: false,
  isDisabled: false,
  coverageOption,
});

const named = (life: Life): NamedPerson => ({
  firstName: life.firstName ?? '',
  lastName: life.lastName ?? '',
  ...(life.role === 'extended' && life.relation ? { relation: life.relation } : {}),
});

function livesChange(
  state: PolicyState,
  change: AlterationChange,
): { lives: Life[]; change: PolicyChangeFacts } | null {
  const lives: Life[] = state.members.map((member) => ({ ...member }));
  switch (change.type) {
    case 'add_children':
      change.children.forEach((child, index) =>
        lives.push({
          ...newLife('child', state.coverOption),
          inputPath: `children.${index}`,
          firstName: child.firstName,
          lastName: child.lastName,
          idNumber: child.idNumber ?? null,
          dateOfBirth: child.dateOfBirth,
          isStudying: child.isStudying,
          isDisabled: child.isDisabled,
        }),
      );
      return {
        lives,
        change: { kind: 'children_added', people: lives.slice(state.members.length).map(named) },
      };
    case 'add_extended_family':
      change.extendedFamily.forEach((member, index) =>
        lives.push({
          ...newLife('extended', member.coverageOption),
          inputPath: `extendedFamily.${index}`,
          firstName: member.firstName,
          lastName: member.lastName,
          idNumber: member.idNumber ?? null,
          dateOfBirth: member.dateOfBirth,
          relation: member.relationship,
        }),
      );
      return {
        lives,
        change: { kind: 'extended_family_added', people: lives.slice(state.members.length).map(named) },
      };
    case 'edit_extended_family': {
      const edited: Life[] = [];
      change.members.forEach((edit, index) => {
        const life = findMember(lives, edit.memberId, 'extended', `members.${index}.memberId`);
        life.inputPath = `members.${index}`;
        if (edit.firstName !== undefined) life.firstName = edit.firstName;
        if (edit.lastName !== undefined) life.lastName = edit.lastName;
        if (edit.idNumber !== undefined) life.idNumber = edit.idNumber;
        if (edit.dateOfBirth !== undefined) life.dateOfBirth = edit.dateOfBirth;
        if (edit.relationship !== undefined) life.relation = edit.relationship;
        if (edit.coverageOption !== undefined) life.coverageOption = edit.coverageOption;
        edited.push(life);
      });
      return { lives, change: { kind: 'extended_family_changed', people: edited.map(named) } };
    }
    case 'remove_extended_family': {
      const removed = new Set(change.memberIds);
      const people = [...removed].map((memberId) =>
        named(findMember(lives, memberId, 'extended', `memberIds.${change.memberIds.indexOf(memberId)}`)),
      );
      return {
        lives: lives.filter((life) => !life.memberId || !removed.has(life.memberId)),
        change: { kind: 'extended_family_removed', people },
      };
    }
    case 'change_plan':
      return {
        lives,
        change: {
          kind: 'plan_changed',
          coverType: change.coverType ?? state.coverType,
          coverOption: change.coverOption,
        },
      };
    case 'edit_policy_details':
      return policyDetailsLives(state, change, lives);
    default:
      return null;
  }
}

function policyDetailsLives(
  state: PolicyState,
  change: Extract<AlterationChange, { type: 'edit_policy_details' }>,
  lives: Life[],
): { lives: Life[]; change: PolicyChangeFacts } | null {
  if (change.spouse === undefined && change.children === undefined) return null;
  // a spouse added to a policy that covered none, and nothing else: the change names them
  const spouseAdded =
    change.spouse &&
    !lives.some((life) => life.role === 'spouse') &&
    !change.children?.length &&
    change.mainMember === undefined &&
    change.billingDay === undefined
      ? { firstName: change.spouse.firstName, lastName: change.spouse.lastName }
      : null;
  let result = lives;
  if (change.spouse !== undefined) {
    const current = result.find((life) => life.role === 'spouse');
    result = result.filter((life) => life.role !== 'spouse');
    if (change.spouse) {
      const keep =
        current && current.dateOfBirth === change.spouse.dateOfBirth ? current.memberId : undefined;
      result.splice(1, 0, {
        ...newLife('spouse', state.coverOption),
        memberId: keep,
        firstName: change.spouse.firstName,
        lastName: change.spouse.lastName,
        idNumber: change.spouse.idNumber ?? null,
        dateOfBirth: change.spouse.dateOfBirth,
      });
    }
  }
  (change.children ?? []).forEach((edit, index) => {
    const child = findMember(result, edit.memberId, 'child', `children.${index}.memberId`);
    if (edit.firstName !== undefined) child.firstName = edit.firstName;
    if (edit.lastName !== undefined) child.lastName = edit.lastName;
    if (edit.isStudying !== undefined) child.isStudying = edit.isStudying;
    if (edit.isDisabled !== undefined) child.isDisabled = edit.isDisabled;
  });
  return {
    lives: result,
    change: spouseAdded ? { kind: 'spouse_added', people: [spouseAdded] } : { kind: 'details_changed' },
  };
}

export function planAlteration(state: PolicyState, change: AlterationChange): AlterationPlan {
  const lives = livesChange(state, change);
  const plan: Omit<AlterationPlan, 'summary' | 'change'> & { change?: PolicyChangeFacts } = lives
    ? { change: lives.change, lives: lives.lives }
    : {};
  switch (change.type) {
    case 'change_plan':
      plan.coverOption = change.coverOption;
      plan.coverType = change.coverType ?? state.coverType;
      break;
    case 'edit_policy_details':
      if (change.billingDay !== undefined) plan.billingDay = change.billingDay;
      if (change.mainMember !== undefined) plan.mainMember = { ...state.mainMember, ...change.mainMember };
      plan.change ??= { kind: 'details_changed' };
      break;
    case 'edit_beneficiaries':
      plan.beneficiaries = change.beneficiaries;
      plan.change = { kind: 'beneficiaries_changed', count: change.beneficiaries.length };
      break;
    case 'update_payment_details':
      // without a payment method the current one is kept: only its day changes
      if (!change.paymentMethod && change.billingDay === undefined) throw nothingToChange();
      if (change.paymentMethod) plan.paymentMethod = change.paymentMethod;
      if (change.billingDay !== undefined) plan.billingDay = change.billingDay;
      plan.change = {
        kind: 'payment_changed',
        method: change.paymentMethod?.type ?? state.paymentMethodType ?? 'debit_order',
        billingDay: change.billingDay ?? state.billingDay,
      };
      break;
    default:
      break;
  }
  const facts = plan.change ?? { kind: 'details_changed' };
  return { ...plan, change: facts, summary: alterationPreviewText(facts) };
}
