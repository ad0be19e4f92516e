import { describe, expect, it } from 'vitest';
import { holderLabel } from './employee-card';

describe('holderLabel', () => {
  it.each([
    { holder: null, label: 'Not a policy holder yet' },
    {
      holder: { registeredBy: 'operator' as const },
      label: 'Policy holder (registered by an operator; no account yet)',
    },
    // an employee who claimed a record the desk registered owns it: never said to have registered it
    { holder: { registeredBy: 'employee' as const }, label: 'Policy holder (with their own account)' },
  ])('$holder.registeredBy: $label', ({ holder, label }) => {
    expect(holderLabel(holder)).toBe(label);
  });
});
