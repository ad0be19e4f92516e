import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  applicationDisplayValue,
  underReview,
  UnderwritingNote,
  underwritingMessage,
} from './underwriting-note';

describe('underwritingMessage', () => {
  it.each([
    [null, null, null, false],
    ['Approved', null, null, false],
    ['Pending', null, 'info', true],
    ['Recommendation Awaited', null, 'info', true],
    ['OnHold', 'Please send a certified copy of your ID.', 'warning', true],
    ['Declined', 'The cover asked for is more than we can offer at 62.', 'error', false],
  ] as const)('%s (%s) → %s, under review %s', (status, reason, severity, reviewing) => {
    const application = { underwritingStatus: status, underwritingReason: reason };
    expect(underwritingMessage(application)?.severity ?? null).toBe(severity);
    if (reason) expect(underwritingMessage(application)?.text).toContain(reason);
    expect(underReview(application)).toBe(reviewing);
  });

  it('never shows a staff note: only the reason it is given', () => {
    expect(underwritingMessage({ underwritingStatus: 'Pending', underwritingReason: null })?.text).toBe(
      'Our underwriters are reviewing your application. We will let you know by email or SMS, usually within 2 working days.',
    );
  });
});

describe('UnderwritingNote', () => {
  it('says why an application is on hold', () => {
    render(
      <UnderwritingNote
        application={{
          underwritingStatus: 'OnHold',
          underwritingReason: 'Please send a certified copy of your ID.',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      // not 'on hold: Please send …': the underwriter's words after who wrote them, as in the email
      'Your application is on hold. Our underwriter wrote: Please send a certified copy of your ID.',
    );
  });

  it('renders nothing for an application no person had to look at', () => {
    const { container } = render(<UnderwritingNote application={{ underwritingStatus: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('applicationDisplayValue', () => {
  it.each([
    [null, 'Pending'],
    ['Pending', 'Pending'],
    ['OnHold', 'OnHold'],
    ['Recommendation Awaited', 'Recommendation Awaited'],
    ['Declined', 'Declined'],
  ] as const)('underwriting %s → chip %s', (underwritingStatus, chip) => {
    const statusDisplayValue = underwritingStatus === 'Declined' ? 'Cancelled' : 'Pending';
    expect(applicationDisplayValue({ underwritingStatus, statusDisplayValue })).toBe(chip);
  });
});
