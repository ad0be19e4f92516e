import type {
  DeviceApplication,
  DeviceCatalogueEntry,
  DeviceQuote,
  DeviceQuotePackage,
} from '@cover/domain/device';
import type { AppStore } from '../../../../app/store';
import { sessionActions } from '../../../../lib/identity';
import { deviceRegistrationActions } from '../wizard/registration-slice';
import type { DeviceRegistrationValues } from '../wizard/registration-types';

export const GALAXY: DeviceCatalogueEntry = {
  deviceId: '0b7c4a52-6f0e-4a43-9d4e-1f2a3b4c5d6e',
  brand: 'Samsung',
  model: 'Galaxy A15',
  storageGb: 128,
  colours: ['Black', 'Light Blue'],
  replacementCost: 399_900,
  releaseYear: 2024,
  priceVersion: 'catalogue-2026-01',
  pricedOn: '2026-01-01',
};

export const IPHONE: DeviceCatalogueEntry = {
  ...GALAXY,
  deviceId: '1c8d5b63-7a1f-4b54-8e5f-2a3b4c5d6e7f',
  brand: 'Apple',
  model: 'iPhone 15',
  colours: ['Pink', 'Black'],
  replacementCost: 1_899_900,
};

export const VALID_IMEI = '490154203237518';

export const deviceQuote = (overrides: Partial<DeviceQuote> = {}): DeviceQuote => ({
  packageName: 'RETAIL_DEVICE_INSURANCE',
  rateTableVersion: 'device-2026-01',
  device: {
    deviceId: GALAXY.deviceId,
    brand: GALAXY.brand,
    model: GALAXY.model,
    storageGb: GALAXY.storageGb,
    colours: GALAXY.colours,
    listed: true,
    priceVersion: GALAXY.priceVersion,
    pricedOn: GALAXY.pricedOn,
  },
  replacementCost: GALAXY.replacementCost,
  band: { fromCents: 300_001, upToCents: 500_000 },
  deviceMonthlyPremium: 8_900,
  excesses: [
    { claimType: 'SCREEN_DAMAGE', label: 'Screen damage', percentage: 10, minimum: 25_000, amount: 39_990 },
    {
      claimType: 'HARDWARE_DAMAGE',
      label: 'Hardware damage',
      percentage: 15,
      minimum: 35_000,
      amount: 59_985,
    },
    {
      claimType: 'SOFTWARE_DAMAGE',
      label: 'Software damage',
      percentage: 10,
      minimum: 20_000,
      amount: 39_990,
    },
    { claimType: 'LOST', label: 'Lost or stolen device', percentage: 25, minimum: 50_000, amount: 99_975 },
  ],
  isOptedforCreditLife: false,
  creditLife: null,
  creditLifeMonthlyPremium: 0,
  totalMonthlyPremium: 8_900,
  currency: 'ZAR',
  billingFrequency: 'MONTHLY',
  coolingOffDays: 14,
  quotedOn: '2026-11-20',
  ...overrides,
});

export const deviceQuotePackage = (id = '2d9e6c74-8b2a-4c65-9f6a-3b4c5d6e7f80'): DeviceQuotePackage => ({
  ...deviceQuote(),
  quotePackageId: id,
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2999-11-27T08:00:00.000Z',
  expired: false,
});

export const deviceApplication = (overrides: Partial<DeviceApplication> = {}): DeviceApplication => ({
  applicationId: '3eaf7d85-9c3b-4d76-8a7b-4c5d6e7f8091',
  applicationNumber: 'APP-2026-000042',
  quotePackageId: deviceQuotePackage().quotePackageId,
  policyHolderId: '4fb08e96-ad4c-4e87-9b8c-5d6e7f809102',
  packageName: 'RETAIL_DEVICE_INSURANCE',
  status: 'PENDING',
  statusDisplayValue: 'Pending',
  sumAssured: GALAXY.replacementCost,
  monthlyPremium: 8_900,
  currency: 'ZAR',
  billingDay: 15,
  paymentMethodId: null,
  policyId: null,
  policyNumber: null,
  declarationAcceptedAt: null,
  underwritingStatus: null,
  underwritingReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  recentlyUpdated: true,
  module: {
    type: 'device',
    quote: deviceQuote(),
    deviceIMEINumber: VALID_IMEI,
    deviceColor: 'Black',
    isOnContract: false,
    isPurchasedFromProvider: true,
    effectiveDate: '2026-11-20',
    billingAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
    paymentType: 'debit_order',
    creditLife: null,
    consents: [],
  },
  documents: [],
  requiredDocuments: ['purchase_proof'],
  documentsOutstanding: ['purchase_proof'],
  creditLifePolicyId: null,
  ...overrides,
});

/** Signs a customer of `family` in (the session as the identity layer resolves it). */
export const signIn = (
  store: AppStore,
  family: 'retail' | 'employee' = 'retail',
  username = '9001015009087',
) =>
  store.dispatch(
    sessionActions(family).sessionResolved({
      user: { username, email: 'thabo@example.com' },
      twoFactor: { required: false, status: 'enabled' },
    }),
  );

/** A draft with the phone chosen (as the quote page leaves it) and `values` on top. */
export function prepareDraft(store: AppStore, values: Partial<DeviceRegistrationValues> = {}) {
  store.dispatch(
    deviceRegistrationActions.phoneChosen({
      selectedDevice: GALAXY.deviceId,
      catalogueDevice: GALAXY,
      notListed: false,
      deviceBrand: '',
      deviceModel: '',
      replacementCost: null,
    }),
  );
  store.dispatch(deviceRegistrationActions.valuesEdited(values));
}
