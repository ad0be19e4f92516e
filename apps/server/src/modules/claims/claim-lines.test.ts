import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ClaimRow } from '../../db/schema/index.js';
import { claimDetailsOf, ClaimLines, claimPayable, defineClaimType, type LineClaims } from './claim-lines.js';

const theft = defineClaimType<{ caseNumber: string }>({
  line: 'gadget',
  type: 'gadget_theft',
  details: z.object({ caseNumber: z.string().min(1) }),
  documentKinds: [
    { value: 'police_report', label: 'Police report' },
    { value: 'proof_of_purchase', label: 'Proof of purchase' },
  ],
  requiredDocuments: () => ['police_report'],
  label: 'Gadget: theft',
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

describe('what a claim can pay at most', () => {
  // a line with an excess and a cap of its own: what its details say may be paid at most
  const capped = defineClaimType<{ excess: number; cap: number | null }>({
    line: 'capped',
    type: 'capped_loss',
    details: z.object({ excess: z.number(), cap: z.number().nullable() }),
    documentKinds: [],
    requiredDocuments: () => [],
    label: 'Loss',
    viewFacts: () => ({}),
    replyFacts: () => ({}),
    excess: (details) => details.excess,
    payableCap: (details) => (details.cap === null ? null : { amount: details.cap, reason: 'the cap' }),
  });
  const lines = new ClaimLines();
  lines.register({ line: 'capped', types: [capped], create: () => Promise.reject(new Error('unused')) });
  const row = (requestedAmountCents: number, excess: number, cap: number | null) => ({
    line: 'capped',
    type: 'capped_loss',
    details: { excess, cap },
    requestedAmountCents,
  });

  it.each([
    ['no cap: the requested less the excess', row(10_000, 1_000, null), { excess: 1_000, max: 9_000 }],
    [
      'a cap below it: the cap, and why',
      row(10_000, 1_000, 4_000),
      { excess: 1_000, max: 4_000, cap: { amount: 4_000, reason: 'the cap' } },
    ],
    [
      'a cap above it: the requested less the excess',
      row(10_000, 1_000, 9_500),
      { excess: 1_000, max: 9_000 },
    ],
    ['a cap equal to it: no cap said', row(10_000, 1_000, 9_000), { excess: 1_000, max: 9_000 }],
    [
      'a cap of nothing: nothing',
      row(10_000, 0, 0),
      { excess: 0, max: 0, cap: { amount: 0, reason: 'the cap' } },
    ],
  ])('%s', (_name, claim, payable) => {
    expect(claimPayable(lines, claim)).toEqual(payable);
  });

  it('is the requested amount for a type without an excess or cap', () => {
    const gadgetLines = new ClaimLines();
    gadgetLines.register(gadget);
    expect(
      claimPayable(gadgetLines, {
        ...claim('gadget', 'gadget_theft', { caseNumber: 'C' }),
        requestedAmountCents: 500,
      }),
    ).toEqual({ excess: null, max: 500 });
  });
});
