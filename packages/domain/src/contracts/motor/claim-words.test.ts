import { describe, expect, it } from 'vitest';
import { MOTOR_CLAIM_TYPES } from '../../constants/claim-types.js';
import { motorClaimOf } from './claim-words.js';

const vehicle = 'Toyota Corolla Cross (CA 123-456)';

describe('motorClaimOf: a claim named as a noun phrase with its vehicle (QA walk 12, finding 12)', () => {
  it.each([
    ['STOLEN', 'Theft of the Toyota Corolla Cross (CA 123-456)'],
    ['HIJACKED', 'Hijacking of the Toyota Corolla Cross (CA 123-456)'],
    ['GLASS', 'Glass damage to the Toyota Corolla Cross (CA 123-456)'],
    ['ACCESSORIES', 'Loss of or damage to accessories of the Toyota Corolla Cross (CA 123-456)'],
    [
      'ACCIDENT_SCRATCHES_DENTS',
      'Accident damage (scratches and dents) to the Toyota Corolla Cross (CA 123-456)',
    ],
    ['TOWING', 'Towing of the Toyota Corolla Cross (CA 123-456)'],
  ] as const)('%s: "%s"', (type, words) => {
    expect(motorClaimOf(type, vehicle)).toBe(words);
  });

  it('words every motor claim type', () => {
    for (const { value } of MOTOR_CLAIM_TYPES)
      expect(motorClaimOf(value, vehicle)).toContain(` the ${vehicle}`);
  });
});
