import { describe, expect, it } from 'vitest';
import { saIdCheckDigit } from '../../../validators/sa-id.js';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '../../salary-deduction-consent.js';
import {
  acceptOnBehalfInputSchema,
  ON_BEHALF_MESSAGES,
  onBehalfAcceptLink,
  onBehalfConsentTexts,
} from './on-behalf.js';
import {
  findEmployeeInputSchema,
  OPERATOR_DESK_MESSAGES,
  registerPolicyHolderInputSchema,
} from './employee-search.js';
import { OPERATOR_DESK_PATHS } from './paths.js';

const ID = `860115500108${saIdCheckDigit('860115500108')}`;

describe('findEmployeeInputSchema: exactly one roster key', () => {
  it.each([
    [{ salaryReferenceNumber: '770011' }, true],
    [{ salaryReferenceNumber: ' 77 0011 ' }, true],
    [{ idNumber: ID }, true],
    [{}, false],
    [{ salaryReferenceNumber: '770011', idNumber: ID }, false],
    [{ idNumber: '8613325001081' }, false],
    [{ salaryReferenceNumber: 'abc' }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(findEmployeeInputSchema.safeParse(input).success).toBe(valid);
  });

  it('says which keys it wants', () => {
    const result = findEmployeeInputSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(OPERATOR_DESK_MESSAGES.oneKey);
  });

  it('normalises a corrected cellphone to +27', () => {
    const parsed = registerPolicyHolderInputSchema.parse({ idNumber: ID, cellphone: '083 555 0101' });
    expect(parsed.cellphone).toBe('+27835550101');
  });
});

describe('acceptOnBehalfInputSchema', () => {
  const token = 'A'.repeat(43);
  it.each([
    [{ token, consents: { terms: true, popiaAndTcf: true } }, true],
    [{ token, consents: { terms: true, popiaAndTcf: true, debitOrder: true } }, true],
    [{ token, consents: { terms: true } }, false],
    [{ token, consents: { terms: false, popiaAndTcf: true } }, false],
    [{ token: 'not a token!', consents: { terms: true, popiaAndTcf: true } }, false],
    [{ token: '', consents: { terms: true, popiaAndTcf: true } }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(acceptOnBehalfInputSchema.safeParse(input).success).toBe(valid);
  });

  it('puts the token in the hash of the acceptance page', () => {
    expect(onBehalfAcceptLink('https://cover.example', token)).toBe(
      `https://cover.example/employee/accept#t=${token}`,
    );
  });
});

describe('OPERATOR_DESK_PATHS', () => {
  it('puts every desk call under /api/operator for the operator audience', () => {
    for (const route of Object.values(OPERATOR_DESK_PATHS)) {
      expect(route.path.startsWith('/api/operator/')).toBe(true);
      expect(route.audience).toBe('operator');
    }
    expect(OPERATOR_DESK_PATHS.submitDocuments.multipart).toBe(true);
  });
});

describe('the accept page’s words (QA walk 15, finding 8)', () => {
  it('has the employee confirm what the operator told us on their behalf', () => {
    const texts = onBehalfConsentTexts({
      operatorName: 'Demo Operator',
      debitOrder: null,
      salaryDeductionPremium: null,
      creditLife: false,
    });
    expect(texts.terms).toContain(
      'what Demo Operator told us on my behalf about the vehicle, its driver and my insurance history is true and complete',
    );
    expect(texts.terms).not.toContain('what I said');
  });

  it.each([
    [false, 'until I cancel the policy.'],
    [true, 'until I cancel these policies.'],
  ])('authorises the debit order for the vehicle (with its credit life: %s) %s', (creditLife, ending) => {
    const texts = onBehalfConsentTexts({
      operatorName: 'Demo Operator',
      debitOrder: { monthlyPremium: 120_375, billingDay: 15, policies: creditLife ? 2 : 1 },
      salaryDeductionPremium: null,
      creditLife,
    });
    expect(texts.debitOrder).toBe(
      `I authorise the insurer to collect R 1 203,75 a month by debit order from the bank account shown above, on the 15th of each month, ${ending}`,
    );
  });

  it('asks for the salary deduction consent as a tick that authorises it', () => {
    expect(SALARY_DEDUCTION_CONSENT_MESSAGE).toBe('Please tick to authorise the deduction from your salary');
  });
});

describe('"Send me the link again"', () => {
  it('says where the new link went, the mobile as the desk shows it', () => {
    expect(ON_BEHALF_MESSAGES.linkSentAgain('t***@e***.demo', '+27*****0001')).toBe(
      'We sent you a new link to your email t***@e***.demo and your mobile 0** *** 0001. The link we sent before no longer works.',
    );
    expect(ON_BEHALF_MESSAGES.linkSentAgain(null, '+27*****0001')).toBe(
      'We sent you a new link to your mobile 0** *** 0001. The link we sent before no longer works.',
    );
  });
});
