import { describe, expect, it } from 'vitest';
import { insurerOf } from './insurers.js';

describe('insurerOf', () => {
  it('long-term cover (funeral, credit life) is underwritten by the life insurer', () => {
    expect(insurerOf('long_term')).toMatchObject({
      name: 'Cover Life Assurance Limited',
      licence: 'licensed life insurer (demonstration)',
    });
  });

  it('short-term cover (device, motor) by the non-life insurer', () => {
    expect(insurerOf('short_term')).toMatchObject({
      name: 'Cover General Insurance Limited',
      licence: 'licensed non-life insurer (demonstration)',
    });
  });
});
