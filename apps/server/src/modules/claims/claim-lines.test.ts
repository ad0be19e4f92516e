import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ClaimRow } from '../../db/schema/index.js';
import { claimDetailsOf, ClaimLines, defineClaimType, type LineClaims } from './claim-lines.js';

const theft = defineClaimType<{ caseNumber: string }>({
  line: 'gadget',
  type: 'gadget_theft',
  details: z.object({ caseNumber: z.string().min(1) }),
  documentKinds: [
    { value: 'police_report', label: 'Police report' },
    { value: 'proof_of_purchase', label: 'Proof of purchase' },
  ],
  requiredDocuments: () => ['police_report'],
  viewFacts: (_claim, details) => details,
  replyFacts: () => ({}),
});
const gadget: LineClaims = {
  line: 'gadget',
  types: [theft],
  create: () => Promise.reject(new Error('unused')),
};
const claim = (line: string, type: string, details: Record<string, unknown>) =>
  ({ line, type, details }) as Pick<ClaimRow, 'line' | 'type' | 'details'>;

describe('the claim lines registry', () => {
  const lines = new ClaimLines();
  lines.register(gadget);

  it('takes one registration per line', () => {
    expect(() => lines.register(gadget)).toThrow('registered its claims already');
  });

  it.each([
    ['an unknown line', claim('motor', 'motor_accident', {}), 'The motor line has no claims'],
    ['an unknown type', claim('gadget', 'gadget_loss', {}), 'The gadget line has no claim type gadget_loss'],
  ])('refuses %s', (_name, row, message) => {
    expect(() => lines.typeOf(row)).toThrow(message);
  });

  it.each([
    ['police_report', 'Police report'],
    ['proof_of_purchase', 'Proof of purchase'],
    ['something_else', 'something_else'],
  ])('names the document kind %s', (kind, label) => {
    expect(lines.documentLabel(claim('gadget', 'gadget_theft', {}), kind)).toBe(label);
  });

  it('parses a claim’s details with its own type only', () => {
    expect(claimDetailsOf(theft, claim('gadget', 'gadget_theft', { caseNumber: 'CAS 1/2026' }))).toEqual({
      caseNumber: 'CAS 1/2026',
    });
    expect(() => claimDetailsOf(theft, claim('funeral', 'funeral_death', { caseNumber: 'x' }))).toThrow(
      'a funeral funeral_death claim was read as gadget gadget_theft',
    );
    expect(() => claimDetailsOf(theft, claim('gadget', 'gadget_theft', { caseNumber: '' }))).toThrow();
  });
});
