import { describe, expect, it } from 'vitest';
import { HOLD_DOCUMENT_KIND } from './application-hold-calls.js';
import { holdAnswered, holdDocumentLabel } from './hold-document-label.js';

describe('the label of a document sent in answer to a hold', () => {
  it.each([
    [
      'Please upload a certified copy of the death certificate.',
      'Asked for: certified copy of the death certificate',
    ],
    ['A clearer copy of the ID', 'Asked for: clearer copy of the ID'],
    ['Waiting for the DHA-1663 form', 'Asked for: the DHA-1663 form'],
    ['Please also send us the old windscreen', 'Asked for: the old windscreen'],
    ['Kindly provide an itemised invoice. We cannot go on without it.', 'Asked for: itemised invoice'],
    ['ID copy, certified', 'Asked for: ID copy, certified'],
    [
      'Please upload the police report with its case number and the name of the station where it was made',
      'Asked for: the police report with its case number and the name…',
    ],
    [
      'Please upload a recent medical report from your doctor (not older than 3 months).',
      'Asked for: recent medical report from your doctor…',
    ],
    [
      'The bank statement (3 months) that shows the debit order going off every month',
      'Asked for: the bank statement (3 months) that shows the debit order…',
    ],
    ['  ', HOLD_DOCUMENT_KIND.label],
    [null, HOLD_DOCUMENT_KIND.label],
    [undefined, HOLD_DOCUMENT_KIND.label],
    ['Please.', HOLD_DOCUMENT_KIND.label],
  ])('%j reads %j', (askedFor, label) => {
    expect(holdDocumentLabel(askedFor)).toBe(label);
  });
});

describe('the hold a document answers', () => {
  const holds = [
    { at: '2026-12-01T08:00:00.000Z', note: 'The death certificate' },
    { at: '2026-12-03T08:00:00.000Z', note: 'The DHA-1663 form' },
  ];
  it.each([
    ['2026-12-02T10:00:00.000Z', 'The death certificate'],
    ['2026-12-03T08:00:00.000Z', 'The DHA-1663 form'],
    ['2026-12-04T10:00:00.000Z', 'The DHA-1663 form'],
    ['2026-11-30T10:00:00.000Z', null],
  ])('uploaded at %s: the hold open then (%s)', (uploadedAt, note) => {
    expect(holdAnswered(holds, uploadedAt)).toBe(note);
  });

  it('knows none when the claim was never on hold, or the hold gave no words', () => {
    expect(holdAnswered([], '2026-12-02T10:00:00.000Z')).toBeNull();
    expect(
      holdAnswered([{ at: '2026-12-01T08:00:00.000Z', note: null }], '2026-12-02T10:00:00.000Z'),
    ).toBeNull();
  });
});
