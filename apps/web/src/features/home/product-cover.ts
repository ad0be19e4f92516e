import type { CallbackRequestInput } from '@cover/domain';

/**
 * What each line of cover includes, as presented on the home page. Figures follow the product
 * specification (spec 002 §9, spec 001) and South African rules (DESIGN §5). Amounts use a
 * non-breaking space (R5\u00a0000) so they never wrap mid-number.
 */
export interface ProductCover {
  id: 'funeral' | 'device' | 'motor';
  product: CallbackRequestInput['product'];
  title: string;
  /** The product's own page (funeral: the cover calculator) and what its link says. */
  page: { to: string; label: string };
  tagline: string;
  summary: string;
  includes: string[];
  goodToKnow: string[];
}

export const PRODUCT_COVER: readonly ProductCover[] = [
  {
    id: 'funeral',
    product: 'funeral',
    title: 'Funeral cover',
    page: { to: '/funeral', label: 'Get a funeral quote' },
    tagline: 'Dignity for your family when it matters most',
    summary:
      'Choose money cover from R5\u00a0000 to R35\u00a0000, paid to your beneficiaries, or funeral-expenses cover from R10\u00a0000 to R70\u00a0000 towards the funeral itself.',
    includes: [
      'Money cover options of R5\u00a0000, R10\u00a0000, R15\u00a0000, R25\u00a0000 or R35\u00a0000',
      'Funeral-expenses cover of R10\u00a0000, R20\u00a0000, R30\u00a0000, R50\u00a0000 or R70\u00a0000',
      'You as main member (18 to 64), your spouse (18 to 64) and your children up to 21, or 25 while studying',
      'Extended family such as parents, in-laws, siblings and grandparents, up to age 74',
      'Accidental death covered from day one',
      'Your chosen beneficiaries, with shares that you can change online',
    ],
    goodToKnow: [
      'A 6-month waiting period applies to natural death',
      '31-day cooling-off period: cancel for a refund of your premiums, provided no claim has been made',
      '15-day grace period if a premium is missed',
    ],
  },
  {
    id: 'device',
    product: 'device',
    title: 'Device insurance',
    page: { to: '/device/quote', label: 'Get a device quote' },
    tagline: 'Your phone repaired or replaced, fast',
    summary:
      'Cover for the phone you depend on every day, based on its replacement cost, with optional credit life if the phone is on finance.',
    includes: [
      'Screen damage, including cracked and shattered screens',
      'Hardware damage from accidents, such as liquid damage or a broken charging port',
      'Software damage that stops the phone from working',
      'Loss and theft of the insured phone',
      'Optional credit life for phones on finance: the outstanding balance is settled on death or permanent disability',
    ],
    goodToKnow: [
      '14-day cooling-off period from the start of your cover: cancel for a refund of your premiums, provided no claim has been made',
      'Have your IMEI number (dial *#06#) and proof of purchase ready',
      'Credit life costs at most R\u00a04,50 a month per R\u00a01\u00a0000 of the outstanding balance',
    ],
  },
  {
    id: 'motor',
    product: 'motor',
    title: 'Motor insurance',
    page: { to: '/motor', label: 'See motor cover' },
    tagline: 'Cars and motorcycles, covered on and off the road',
    summary:
      'Comprehensive cover for cars and motorcycles, including management, fleet and logo vehicle schemes for Telkom employees.',
    includes: [
      'Cars and motorcycles, at market-related value',
      'Management, fleet and logo vehicle schemes for employees',
      'Claims for theft, hijacking, accident damage and towing',
      'Windscreen and glass, and fitted accessories',
      'Optional vehicle credit life to settle your vehicle finance',
    ],
    goodToKnow: [
      '14-day cooling-off period from the start of your cover: cancel for a refund of your premiums, provided no claim has been made',
      'Employees can pay by salary deduction; customers by debit order',
      'Report a hijacking or theft to the SAPS and keep the case number for your claim',
    ],
  },
];
