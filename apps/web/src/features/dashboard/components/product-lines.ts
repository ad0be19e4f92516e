import type { Audience } from '../../../lib/identity';

export interface ProductLine {
  id: 'funeral' | 'device' | 'motor';
  title: string;
  empty: string;
  pitch: string;
  action: string;
  to: string;
}

const FUNERAL: ProductLine = {
  id: 'funeral',
  title: 'Funeral cover',
  empty: 'You have no policies yet',
  pitch: 'Cover for you and your family, paid out within 48 hours of the documents we need.',
  action: 'Get a funeral quote',
  to: '/funeral',
};

/** The product lines each audience can buy (spec 000 §6: retail funeral; employees funeral, device and motor). */
export const PRODUCT_LINES: Record<Audience, ProductLine[]> = {
  retail: [FUNERAL],
  employee: [
    FUNERAL,
    {
      id: 'device',
      title: 'Device cover',
      empty: 'You have no device cover yet',
      pitch: 'Insure your phone against theft, loss and damage, paid from your salary.',
      action: 'See device cover',
      to: '/#device',
    },
    {
      id: 'motor',
      title: 'Motor cover',
      empty: 'You have no motor cover yet',
      pitch: 'Car and motorcycle cover through the Telkom employee schemes.',
      action: 'See motor cover',
      to: '/#motor',
    },
  ],
};
