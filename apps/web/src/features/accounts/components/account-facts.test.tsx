import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { EmployeeProfile, UserProfile } from '@cover/domain';
import { AccountFacts } from './account-facts';

const retail: UserProfile = {
  userName: '8503045601080',
  preferredUsername: 'ayanda',
  givenName: 'Ayanda',
  familyName: 'Dlamini',
  email: 'ayanda@example.com',
  emailVerified: true,
  phoneNumber: '+27821234567',
  phoneNumberVerified: true,
  communicationType: 'email',
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
};

const employee: EmployeeProfile = {
  ...retail,
  userName: 'nomvula',
  salaryReferenceNumber: '10000001',
  employeeType: 'Permanent',
  acceptPOPIA: true,
  acceptTerms: true,
  saIdNumber: '9001014800086',
  employeeDetails: [],
};

const detail = (label: string) => {
  const name = screen.getByText(label);
  return within(name.parentElement as HTMLElement)
    .getAllByText(/./)
    .at(-1)?.textContent;
};

describe('the profile’s "Your account" (QA walk 14, finding 6)', () => {
  it('shows a retail customer’s SA ID number by its last 4 digits only', () => {
    const { container } = render(<AccountFacts profile={retail} />);
    expect(detail('SA ID number')).toBe('•••••••••1080');
    expect(detail('Username')).toBe('ayanda');
    expect(container.textContent).not.toContain('8503045601080');
  });

  it('shows an employee’s salary reference and type, and the ID number masked', () => {
    const { container } = render(<AccountFacts profile={employee} />);
    expect(detail('Salary reference number')).toBe('10000001');
    expect(detail('Employee type')).toBe('Permanent');
    expect(detail('SA ID number')).toBe('•••••••••0086');
    expect(container.textContent).not.toContain('9001014800086');
  });

  it('shows a dash for an employee without an ID number on record', () => {
    render(<AccountFacts profile={{ ...employee, saIdNumber: null }} />);
    expect(detail('SA ID number')).toBe('—');
  });
});
