/**
 * Decision 0040: no line's application list offers "Remove from my list" for an application an underwriter is
 * reviewing (Pending, OnHold or Recommendation Awaited: the server refuses it with 409), and every line
 * decides it by the one shared rule, isRemovableApplication (motor's own page test: motor-policies-page).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { RetailDevicePoliciesPage } from '../../features/device/retail/policies/device-policies-page';
import { DEVICE_API, deviceApplication } from '../../features/device/shared/policies/test-device-policy';
import { EmployeeCreditLifeListPage } from '../../features/device/employee/credit-life/credit-life-pages';
import {
  CREDIT_LIFE_API,
  creditLifeApplication,
} from '../../features/credit-life/testing/credit-life-fixtures';
import { PolicyListPage } from '../../features/funeral/retail/policies/policy-list-page';
import { isRemovableApplication } from './applications-section';

afterEach(() => vi.unstubAllGlobals());

const REVIEWING = ['Pending', 'OnHold', 'Recommendation Awaited'] as const;
const REMOVE = /^Remove from my list/;

describe('isRemovableApplication', () => {
  it.each(REVIEWING)('is false while an underwriter reviews it (%s)', (underwritingStatus) => {
    expect(isRemovableApplication({ status: 'PENDING', underwritingStatus })).toBe(false);
    expect(isRemovableApplication({ status: 'APPROVED', underwritingStatus })).toBe(false);
  });

  it('is true for one in progress no underwriter has, or once they approved it', () => {
    expect(isRemovableApplication({ status: 'PENDING', underwritingStatus: null })).toBe(true);
    expect(isRemovableApplication({ status: 'APPROVED', underwritingStatus: 'Approved' })).toBe(true);
  });

  it('is false once it is a policy, or has ended', () => {
    for (const status of ['ACTIVE', 'CANCELLED', 'ARCHIVED'])
      expect(isRemovableApplication({ status, underwritingStatus: null })).toBe(false);
  });
});

describe('the lists offer no removal while an underwriter reviews an application', () => {
  it('device: only the application no underwriter has', async () => {
    mockFetch({
      [`GET ${DEVICE_API.retail}/policy/getPolicy`]: () => json(200, { data: [] }),
      [`GET ${DEVICE_API.retail}/application/getApplications`]: () =>
        json(200, {
          data: [
            ...REVIEWING.map((underwritingStatus, index) =>
              deviceApplication({
                applicationId: `a-review-${index}`,
                applicationNumber: `APP-2026-00000${index}`,
                underwritingStatus,
              }),
            ),
            deviceApplication({ applicationId: 'a-open', applicationNumber: 'APP-2026-000009' }),
          ],
        }),
    });
    renderWithApp(<RetailDevicePoliciesPage />, { path: '/retail/device/policies' });
    const rows = await screen.findAllByRole('article', { name: 'Application for the Apple iPhone 15' });
    expect(rows).toHaveLength(4);
    const offered = rows.map((row) => within(row).queryByRole('button', { name: REMOVE }) !== null);
    expect(offered).toEqual([false, false, false, true]);
  });

  it('credit life on its own: only the application no underwriter has', async () => {
    mockFetch({
      [`GET ${CREDIT_LIFE_API.employee}/policies`]: () => json(200, { data: [] }),
      [`GET ${CREDIT_LIFE_API.employee}/applications`]: () =>
        json(200, {
          data: [
            ...REVIEWING.map((underwritingStatus, index) =>
              creditLifeApplication({
                applicationId: `c-review-${index}`,
                applicationNumber: `APP-2026-00001${index}`,
                underwritingStatus,
              }),
            ),
            creditLifeApplication({ applicationId: 'c-open', applicationNumber: 'APP-2026-000019' }),
          ],
        }),
    });
    renderWithApp(<EmployeeCreditLifeListPage />, { path: '/employee/device/credit-life' });
    const rows = await screen.findAllByRole('article', {
      name: 'Credit life application for the Apple iPhone 15 (IMEI …3809)',
    });
    expect(rows).toHaveLength(4);
    const offered = rows.map((row) => within(row).queryByRole('button', { name: REMOVE }) !== null);
    expect(offered).toEqual([false, false, false, true]);
  });

  it('funeral: only the application no underwriter has', async () => {
    const application = (applicationId: string, packageName: string, underwritingStatus: string | null) => ({
      applicationId,
      applicationNumber: `APP-${applicationId}`,
      packageName,
      status: 'PENDING',
      statusDisplayValue: 'Pending',
      monthlyPremium: 12_000,
      recentlyUpdated: false,
      underwritingStatus,
      underwritingReason: underwritingStatus === 'OnHold' ? 'Please send the ID copy' : null,
      holding: null,
    });
    mockFetch({
      [`GET /api/retail/funeral/policy/getPolicy`]: () => json(200, { data: [] }),
      [`GET /api/retail/funeral/policy/getApplicationByPolicyHolder`]: () =>
        json(200, {
          data: [
            application('f-1', 'Money cover', 'Pending'),
            application('f-2', 'Grocery cover', 'OnHold'),
            application('f-3', 'Funeral service', 'Recommendation Awaited'),
            application('f-4', 'Family cover', null),
          ],
        }),
    });
    renderWithApp(<PolicyListPage />, { path: '/retail/funeral/policies' });
    const section = await screen.findByRole('region', { name: 'Applications in progress' });
    const buttons = within(section).getAllByRole('button', { name: REMOVE });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/Family cover/);
  });
});
