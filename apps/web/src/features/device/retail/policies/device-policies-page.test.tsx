import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, deviceApplication, devicePolicy } from '../../shared/policies/test-device-policy';
import { RetailDevicePoliciesPage } from './device-policies-page';

afterEach(() => vi.unstubAllGlobals());

const POLICIES = `${DEVICE_API.retail}/policy/getPolicy`;
const APPLICATIONS = `${DEVICE_API.retail}/application/getApplications`;

describe('RetailDevicePoliciesPage', () => {
  it('lists the device policies with their phone, and the applications with their status', async () => {
    const ended = devicePolicy({
      policyId: 'p-ended',
      policyNumber: 'DEV-0002',
      status: 'CANCELLED',
      statusDisplayValue: 'Cancelled',
    });
    mockFetch({
      [`GET ${POLICIES}`]: () => json(200, { data: [devicePolicy(), ended] }),
      [`GET ${APPLICATIONS}`]: () =>
        json(200, {
          data: [
            deviceApplication(),
            deviceApplication({ applicationId: 'a-done', status: 'ACTIVE', statusDisplayValue: 'Active' }),
          ],
        }),
    });
    renderWithApp(<RetailDevicePoliciesPage />, { path: '/retail/device/policies' });

    const link = await screen.findByRole('link', { name: /^Policy DEV-0001 Active\b/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/retail\/device\/policies\/[0-9a-f-]+$/));
    expect(link).toHaveTextContent('Device cover · Samsung Galaxy A15 128 GB');
    expect(screen.getByRole('button', { name: 'Remove from my list: policy DEV-0002' })).toBeInTheDocument();

    const application = await screen.findByRole('article', { name: 'Application for the Apple iPhone 15' });
    expect(within(application).getByText('Pending')).toBeInTheDocument();
    expect(application).toHaveTextContent(/a month · applied on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(within(application).getByText('Recently updated')).toBeInTheDocument();
    expect(
      within(application).getByRole('link', { name: 'Continue the application for the Apple iPhone 15' }),
    ).toHaveAttribute('href', '/retail/device/register?applicationId=11111111-2222-4333-8444-555555555555');
    // an application that became a policy is listed as the policy
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expectPlainText();
  });

  it('keeps a lately declined application in the list, marked Declined with the reason; an older one only under its status', async () => {
    const declined = {
      status: 'CANCELLED',
      statusDisplayValue: 'Cancelled',
      underwritingStatus: 'Declined',
      underwritingReason: 'The phone is worth more than we insure online',
    } as const;
    mockFetch({
      [`GET ${POLICIES}`]: () => json(200, { data: [] }),
      [`GET ${APPLICATIONS}`]: () =>
        json(200, {
          data: [
            deviceApplication({ ...declined, recentlyUpdated: true }),
            deviceApplication({ ...declined, applicationId: 'a-old', recentlyUpdated: false }),
          ],
        }),
    });
    renderWithApp(<RetailDevicePoliciesPage />, { path: '/retail/device/policies' });
    const application = await screen.findByRole('article', { name: 'Application for the Apple iPhone 15' });
    expect(within(application).getByText('Declined')).toBeInTheDocument();
    expect(within(application).queryByText('Cancelled')).toBeNull();
    expect(application).toHaveTextContent('The phone is worth more than we insure online');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('You have no applications in progress.')).toBeNull();
  });

  it('offers no "Continue" on an application the underwriters are reviewing, and says why', async () => {
    mockFetch({
      [`GET ${POLICIES}`]: () => json(200, { data: [] }),
      [`GET ${APPLICATIONS}`]: () =>
        json(200, {
          data: [
            deviceApplication({
              underwritingStatus: 'Pending',
              declarationAcceptedAt: '2026-12-04T08:00:00.000Z',
            }),
          ],
        }),
    });
    renderWithApp(<RetailDevicePoliciesPage />, { path: '/retail/device/policies' });
    const application = await screen.findByRole('article', { name: 'Application for the Apple iPhone 15' });
    expect(within(application).queryByRole('link', { name: /^Continue/ })).toBeNull();
    expect(screen.getByText(/Our underwriters are reviewing your application/)).toBeInTheDocument();
  });

  it('asks the server for the chosen policy status and application status', async () => {
    const { calls } = mockFetch({
      [`GET ${POLICIES}`]: () => json(200, { data: [] }),
      [`GET ${APPLICATIONS}`]: () => json(200, { data: [] }),
    });
    renderWithApp(<RetailDevicePoliciesPage />, { path: '/retail/device/policies' });
    expect(await screen.findByText('You have no device cover yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Lapsed');
    await user.selectOptions(screen.getByLabelText('Application status'), 'Cancelled');
    await waitFor(() =>
      expect(calls.some((call) => call.path === POLICIES && call.query.get('status') === 'LAPSED')).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === APPLICATIONS && call.query.get('status') === 'CANCELLED'),
      ).toBe(true),
    );
    expect(await screen.findByText('No policies match these filters')).toBeInTheDocument();
    expect(await screen.findByText('No applications have this status.')).toBeInTheDocument();
  });
});
