import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ClaimHeadline } from '../claims/claim-headline';
import { PolicyCard } from '../policies/policy-card';
import { SectionCard } from '../policies/section-card';
import { PageFrame } from './page-frame';
import { keepRecordNumbersWhole } from './record-number';

/** The element holding exactly `number`, which must not break inside it. */
const expectWhole = (number: string) =>
  expect(screen.getByText(number, { exact: true })).toHaveStyle({ whiteSpace: 'nowrap' });

describe('keepRecordNumbersWhole', () => {
  it.each([
    ['Claim CLM-2026-000001', 'CLM-2026-000001'],
    ['Policy MOT-2026-000001', 'MOT-2026-000001'],
    ['Application number APP-2026-000123', 'APP-2026-000123'],
    ['credit life VCL-2026-000002 continues', 'VCL-2026-000002'],
    ['Policy MOT-0001', 'MOT-0001'],
  ])('keeps the number in %j on one line', (text, number) => {
    render(<p>{keepRecordNumbersWhole(text)}</p>);
    expectWhole(number);
    expect(document.body).toHaveTextContent(text);
  });

  it('leaves text without a number as it is', () => {
    expect(keepRecordNumbersWhole('Your motor cover')).toBe('Your motor cover');
  });
});

describe('record numbers on the page (QA walk 7, finding 10: "Claim CLM-2026-" above "000001" at 390 px)', () => {
  it('keeps the number in a page title whole', () => {
    renderWithApp(
      <PageFrame title="Claim CLM-2026-000001">
        <p>content</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Claim CLM-2026-000001' })).toBeInTheDocument();
    expectWhole('CLM-2026-000001');
  });

  it('keeps a claim’s number in its headline whole', () => {
    renderWithApp(
      <ClaimHeadline
        claim={{
          claimNumber: 'CLM-2026-000002',
          status: 'SUBMITTED',
          statusDisplayValue: 'Submitted',
          recentlyUpdated: false,
        }}
      />,
    );
    expectWhole('CLM-2026-000002');
  });

  it('keeps a policy’s number whole in the list and in its page’s summary', () => {
    const policy = {
      policyNumber: 'DEV-2026-000003',
      status: 'ACTIVE',
      statusDisplayValue: 'Active',
      recentlyUpdated: false,
    };
    renderWithApp(
      <>
        <PolicyCard policy={policy} to="/retail/device/policies/1" />
        <SectionCard title="Policy FUN-2026-000004">facts</SectionCard>
      </>,
    );
    expectWhole('DEV-2026-000003');
    expectWhole('FUN-2026-000004');
  });
});
