import { describe, expect, it } from 'vitest';
import { saIdCheckDigit } from '../../../validators/sa-id.js';
import { acceptOnBehalfInputSchema, onBehalfAcceptLink } from './on-behalf.js';
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
