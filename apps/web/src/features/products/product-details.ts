import { DEVICE_CLAIM_TYPES, MOTOR_CLAIM_TYPES, MOTOR_SCHEMES } from '@cover/domain';

/** One titled list on a product page. */
export interface DetailList {
  title: string;
  items: readonly string[];
}

/**
 * What a product page says beyond the home page's card (features/home/product-cover.ts): who it is for,
 * what it takes and how claims work, from the specification (000 §1, 001 §1 and §6, 002 §1 and §3).
 * Lists the domain holds (claim types, motor schemes) come from the domain, never typed in again.
 */
export interface ProductDetails {
  id: 'device' | 'motor';
  /**
   * Where it is bought on this site (device cover: its quote page, then the registration wizard), or null
   * when it cannot be bought online yet and the call back is the way to buy (motor).
   */
  buyOnline: { to: string; label: string; intro: string } | null;
  whoFor: DetailList;
  youNeed: DetailList;
  extra: DetailList;
  claims: DetailList;
}

export const DEVICE_DETAILS: ProductDetails = {
  id: 'device',
  buyOnline: {
    to: '/device/quote',
    label: 'Get a device quote',
    intro:
      'Find your phone, see your premium and the excess on a claim, and take out cover online in a few minutes. Prefer to talk it through? A consultant can call you back.',
  },
  whoFor: {
    title: 'Who it is for',
    items: [
      'Telkom customers, paying by debit order',
      'Telkom employees, paying by deduction from their salary',
      'Phones from our device catalogue, insured for their replacement cost',
    ],
  },
  youNeed: {
    title: 'What you need to take out cover',
    items: [
      'The phone’s make, model, colour and IMEI number (dial *#06# to see it)',
      'Proof of purchase, and your contract if the phone is on a contract',
      'Your bank details for the debit order, or your salary reference number if you are an employee',
    ],
  },
  extra: {
    title: 'Credit life on a financed phone',
    items: [
      'If your phone is on finance you can add credit life cover when you insure it',
      'It settles the outstanding balance if you die or become permanently disabled',
      'You name the beneficiaries and the share each of them receives',
    ],
  },
  claims: {
    title: 'Claims you can make',
    items: DEVICE_CLAIM_TYPES.map((type) => type.label),
  },
};

export const MOTOR_DETAILS: ProductDetails = {
  id: 'motor',
  buyOnline: null,
  whoFor: {
    title: 'Who it is for',
    items: [
      'Telkom employees, through the employee vehicle schemes; which scheme you qualify for depends on your salary level',
      'Telkom customers, for their own cars and motorcycles',
      'Operators can register a vehicle on an employee’s behalf',
    ],
  },
  youNeed: {
    title: 'What you need to take out cover',
    items: [
      'The vehicle’s make, model, registration, VIN and engine numbers',
      'A vehicle pre-inspection: the odometer reading, colour and condition are recorded before cover starts',
      'The value of any extras and fitted accessories you want covered',
    ],
  },
  extra: {
    title: 'Vehicle schemes and credit life',
    items: MOTOR_SCHEMES.map((scheme) =>
      scheme.value === 'credit_life'
        ? 'Vehicle credit life: settles the finance on a financed vehicle if you die'
        : scheme.label,
    ),
  },
  claims: {
    title: 'Claims you can make',
    items: MOTOR_CLAIM_TYPES.map((type) => type.label),
  },
};
