import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ON_BEHALF_EVENTS, ON_BEHALF_MESSAGES } from '@cover/domain/motor';
import { json, mockFetch } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { ACCEPT, REVIEW, TOKEN, creditLifeCover, renderAccept, review } from '../testing/accept-fixtures';

/**
 * QA walk 8 findings 2, 3 and 6: the employee sees the vehicle credit life they accept (its balance, the
 * additional percentage, the amount insured, who is responsible for the finance and the beneficiaries); the
 * link opened again after accepting says when and leads to the policies (not "not valid"), after declining
 * says when it was declined; and the accepted screen names the credit life policy issued with the motor one.
 */
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const POLICY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CREDIT_LIFE_POLICY_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const issued = creditLifeCover({ policyId: CREDIT_LIFE_POLICY_ID, policyNumber: 'VCL-2026-000002' });
const accepted = () =>
  review({
    application: motorApplication({
      status: 'ACTIVE',
      policyId: POLICY_ID,
      policyNumber: 'MOT-2026-000001',
      declarationAcceptedAt: '2026-12-05T19:56:00.000Z',
    }),
    acceptance: {
      status: 'ACCEPTED',
      statusLabel: 'You accepted it',
      sentAt: '2026-12-05T19:55:00.000Z',
      expiresAt: '2026-12-12T19:55:00.000Z',
      acceptedAt: '2026-12-05T19:56:00.000Z',
    },
    creditLifeCover: issued,
  });

describe('/employee/accept: vehicle credit life the operator added', () => {
  it('shows its balance, additional percentage, amount insured, premium, who is responsible and the beneficiaries', async () => {
    mockFetch({ [REVIEW]: () => json(200, review({ creditLifeCover: creditLifeCover() })) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const heading = await screen.findByRole('heading', { name: 'Vehicle credit life' });
    const card = heading.closest('section, .MuiCard-root, .MuiPaper-root') as HTMLElement;
    expect(card).not.toBeNull();
    const text = (card.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Outstanding settlement balance');
    expect(text).toMatch(/R 240 000,00/);
    expect(text).toContain('Additional percentage insured10 %');
    expect(text).toMatch(/Amount insuredR 264 000,00/);
    expect(text).toMatch(/R 1 080,00 a month/);
    expect(text).toContain('Responsible for the financeYou (Nomvula Dlamini)');
    expect(text).toContain('Sipho Dlamini (spouse): 100 %');
  });

  it('shows no credit life card without credit life', async () => {
    mockFetch({ [REVIEW]: () => json(200, review()) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    await screen.findByRole('form', { name: 'Your acceptance' });
    expect(screen.queryByRole('heading', { name: 'Vehicle credit life' })).toBeNull();
  });
});

describe('/employee/accept opened again', () => {
  it('after accepting: says when, names both policies and links to them, with nothing to accept', async () => {
    mockFetch({ [REVIEW]: () => json(200, accepted()) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const status = (await screen.findByText(/^You accepted this application/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(status).toHaveTextContent(
      'You accepted this application on 5 December 2026, 21:56. Your motor policy number is MOT-2026-000001, and your vehicle credit life policy number is VCL-2026-000002.',
    );
    // the page's heading follows the outcome a render later (the outcome is passed up in an effect)
    expect(await screen.findByRole('heading', { name: 'Application accepted' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Open my motor policy' })).toHaveAttribute(
      'href',
      `/employee/motor/policies/${POLICY_ID}`,
    );
    expect(within(status).getByRole('link', { name: 'Open my vehicle credit life' })).toHaveAttribute(
      'href',
      `/employee/motor/credit-life/${CREDIT_LIFE_POLICY_ID}`,
    );
    expect(screen.queryByText(ON_BEHALF_MESSAGES.tokenInvalid)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your acceptance' })).toBeNull();
  });

  it('after declining: says when it was declined and why', async () => {
    const base = review();
    mockFetch({
      [REVIEW]: () =>
        json(
          200,
          review({
            acceptance: {
              ...base.acceptance,
              status: 'DECLINED',
              statusLabel: 'You told us something is wrong',
            },
            actions: [
              ...base.actions,
              {
                at: '2026-12-05T20:10:00.000Z',
                actor: 'employee',
                by: 'You',
                type: ON_BEHALF_EVENTS.declined,
                summary: 'You declined the application and told us what is wrong: Not my car',
                changes: { reason: 'Not my car' },
              },
            ],
          }),
        ),
    });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await screen.findByText(/^You declined this application/)).toHaveTextContent(
      /^You declined this application on 5 December 2026, 22:10\. We told Olivia Operator what is wrong \(“Not my car”\)/,
    );
  });
});

describe('/employee/accept: accepted with vehicle credit life', () => {
  it('names the vehicle credit life policy issued with the motor policy', async () => {
    let reviews = 0;
    mockFetch({
      [REVIEW]: () => {
        reviews += 1;
        return json(200, reviews === 1 ? review({ creditLifeCover: creditLifeCover() }) : accepted());
      },
      [ACCEPT]: () =>
        json(200, {
          application: motorApplication({ status: 'ACTIVE', policyNumber: 'MOT-2026-000001' }),
          policy: { policyId: POLICY_ID, policyNumber: 'MOT-2026-000001' },
          message: ON_BEHALF_MESSAGES.accepted,
        }),
    });
    const { user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    const form = within(await screen.findByRole('form', { name: 'Your acceptance' }));
    for (const box of form.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findByText(
        'You’re covered. Your motor policy number is MOT-2026-000001, and your vehicle credit life policy number is VCL-2026-000002.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my vehicle credit life' })).toHaveAttribute(
      'href',
      `/employee/motor/credit-life/${CREDIT_LIFE_POLICY_ID}`,
    );
  });
});
