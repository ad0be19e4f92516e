import { describe, expect, it } from 'vitest';
import { customerNotice, type NoticeFacts } from './customer-notices.js';
import { onBehalfInspectionSms } from './inspection-notices.js';

const vehicle = 'Toyota Corolla CA 123-456';
const preInspection: NoticeFacts = {
  firstName: 'Sipho',
  product: 'Motor cover',
  vehicle,
  reason: 'Too dark',
};
const claimInspection: NoticeFacts = { ...preInspection, inspectionClaimNumber: 'CLM-2026-000003' };

const textOf = (type: string, facts: NoticeFacts) => {
  const notice = customerNotice(type, facts);
  return [notice?.subject, ...(notice?.paragraphs ?? []), notice?.sms].join(' ');
};

describe('the notices of a vehicle inspection', () => {
  it.each([
    ['pre_inspection_approved', preInspection, 'Your vehicle pre-inspection is approved'],
    ['pre_inspection_rejected', preInspection, 'Your vehicle pre-inspection was not approved'],
    ['pre_inspection_approved', claimInspection, 'The photos for claim CLM-2026-000003 are approved'],
    ['pre_inspection_rejected', claimInspection, 'Please retake the photos for claim CLM-2026-000003'],
  ])('%s: subject of %o is "%s"', (type, facts, subject) => {
    expect(customerNotice(type, facts)?.subject).toBe(subject);
  });

  it.each(['pre_inspection_approved', 'pre_inspection_rejected'])(
    '%s of a claim’s inspection names the claim, the vehicle and its damage, never a pre-inspection',
    (type) => {
      const text = textOf(type, claimInspection);
      expect(text).toContain('claim CLM-2026-000003');
      expect(text).toContain('damage');
      expect(text).toContain(vehicle);
      expect(text).not.toMatch(/pre-inspection/i);
      expect(customerNotice(type, claimInspection)?.sms?.length).toBeLessThanOrEqual(160);
    },
  );

  it('gives the reason of a rejected claim inspection in the email only, and how to get a new link', () => {
    const notice = customerNotice('pre_inspection_rejected', claimInspection);
    expect(notice?.paragraphs).toContain('The reason: Too dark');
    expect(notice?.paragraphs.join(' ')).toContain('Text me the link again');
    expect(notice?.sms).not.toContain('Too dark');
  });

  it('tells how to get a new link when a pre-inspection is rejected, by email and SMS', () => {
    const notice = customerNotice('pre_inspection_rejected', preInspection);
    expect(notice?.paragraphs.join(' ')).toContain('choose Send the photo link again');
    expect(notice?.paragraphs.join(' ')).not.toContain('ask us for a new link');
    expect(notice?.sms).toContain('Send the photo link again');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });
});

describe('the notices of a swap’s inspection (QA walk 12, finding 5)', () => {
  const swap: NoticeFacts = { ...preInspection, inspectionForSwap: true };

  it('on starting, says the cover goes on and the link comes when asked for, not that cover will start', () => {
    const notice = customerNotice('pre_inspection_created', swap);
    const text = textOf('pre_inspection_created', swap);
    expect(notice?.subject).toBe('Photos of the vehicle you are swapping to');
    expect(text).toContain(vehicle);
    expect(text).toContain('Your cover stays on your current vehicle');
    expect(text).toContain('choose Send the photo link');
    expect(text).not.toContain('Before cover can start');
    expect(text).not.toContain('we send by SMS');
    expect(notice?.sms).toBeNull();
  });

  it('on approval, says the swap still has to be priced and confirmed under Swap vehicle', () => {
    const notice = customerNotice('pre_inspection_approved', swap);
    expect(notice?.paragraphs.join(' ')).toContain(
      'The swap is not done yet: open the policy in the Telkom Cover portal, choose Swap vehicle, see the new premium and confirm the swap.',
    );
    expect(notice?.sms).toContain('Swap vehicle');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('keeps the words of an inspection before cover when it is not for a swap', () => {
    expect(textOf('pre_inspection_created', preInspection)).toContain('Before cover can start');
    expect(textOf('pre_inspection_approved', preInspection)).not.toContain('Swap vehicle');
  });
});

describe('a pre-inspection an operator started at the desk (QA walk 15, finding 3)', () => {
  const byOperator: NoticeFacts = {
    firstName: 'Thabo',
    product: 'Motor cover',
    vehicle: 'Toyota Corolla Cross 1.8 XS CA 100-001',
    inspectionStartedBy: 'Demo Operator',
  };

  it('says in its email who is registering the vehicle on the employee’s behalf, and that they accept it themselves', () => {
    const notice = customerNotice('pre_inspection_created', byOperator);
    expect(notice?.subject).toBe('Demo Operator is registering your vehicle for motor cover');
    expect(notice?.paragraphs[0]).toBe(
      'Demo Operator is registering your Toyota Corolla Cross 1.8 XS CA 100-001 for motor cover on your behalf: before cover can start, we need photos of it.',
    );
    expect(notice?.paragraphs.join(' ')).toMatch(/review the application and accept it yourself/);
    expect(notice?.sms).toBeNull();
  });

  it('keeps the employee’s own inspection email as it was', () => {
    const { inspectionStartedBy: _, ...own } = byOperator;
    expect(customerNotice('pre_inspection_created', own)?.subject).toBe(
      'Your vehicle needs a pre-inspection',
    );
    expect(textOf('pre_inspection_created', own)).not.toMatch(/on your behalf/);
  });

  const token = 'A'.repeat(43);

  it.each([
    ['a short origin', 'http://localhost:3609'],
    ['a production origin', 'https://cover.telkom.co.za'],
    ['a long origin', 'https://insurance-portal.cover.telkomgroup.co.za'],
  ])('its photo SMS names the operator and the link, within 160 characters, with %s', (_, origin) => {
    const link = `${origin}/inspection#t=${token}`;
    const sms = onBehalfInspectionSms({
      operatorName: 'Demo Operator',
      make: 'Toyota',
      photoCount: 7,
      link,
    });
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(/^Telkom Cover: Demo Operator is registering your /);
    expect(sms).toContain(link);
  });

  it('with room, its SMS says what for and how many photos', () => {
    const sms = onBehalfInspectionSms({
      operatorName: 'Demo Operator',
      make: 'VW',
      photoCount: 7,
      link: `http://h/inspection#t=${token}`,
    });
    expect(sms).toBe(
      `Telkom Cover: Demo Operator is registering your VW for motor cover for you. Take 7 photos: http://h/inspection#t=${token}`,
    );
  });
});
