import { describe, expect, it } from 'vitest';
import { customerNotice, type NoticeFacts } from './customer-notices.js';

describe('the employee declined an application an operator made for them', () => {
  const facts: NoticeFacts = {
    firstName: 'Lindiwe',
    product: 'Motor cover',
    applicationNumber: 'APP-2026-000042',
    reason: 'The registration number is wrong',
  };

  it.each([
    ['with the reason', facts, 'What you told us: The registration number is wrong'],
    ['without one', { ...facts, reason: null }, null] as const,
  ])('says it is cancelled, what they told us and what they can do next (%s)', (_, given, told) => {
    const notice = customerNotice('on_behalf.declined', given);
    expect(notice?.subject).toBe('Your motor cover application APP-2026-000042 is cancelled');
    const text = notice?.paragraphs.join('\n') ?? '';
    expect(text).toMatch(/no premium will be taken/);
    expect(text).toMatch(/What you can do next: the operator .* make a new application/);
    expect(text).toMatch(/Request a call back/);
    if (told) expect(notice?.paragraphs).toContain(told);
    else expect(text).not.toMatch(/What you told us/);
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    expect(notice?.sms).toMatch(/^Telkom Cover: you declined .*: it is cancelled, no cover, no premium/);
  });
});
