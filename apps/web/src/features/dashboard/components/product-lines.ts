import type { Audience } from '../../../lib/identity';
import { deviceWebPaths } from '../../device/shared/policies/paths';
import { EMPLOYEE_FUNERAL_PATHS } from '../../funeral/employee/routes/paths';
import { motorWebPaths } from '../../motor/shared/policies/paths';
import { FUNERAL_PATHS_WEB } from '../../funeral/retail/routes/paths';

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
  to: FUNERAL_PATHS_WEB.calculator,
};

/** Employees buy the employee products (the free benefit and cover by salary deduction), never retail's. */
const EMPLOYEE_FUNERAL: ProductLine = {
  id: 'funeral',
  title: 'Funeral cover',
  empty: 'You have no funeral policies yet',
  pitch:
    'Take your free funeral benefit, and cover your family from R5\u00a0000 to R35\u00a0000 each, paid from your salary.',
  action: 'See employee funeral cover',
  to: EMPLOYEE_FUNERAL_PATHS.overview,
};

const DEVICE: ProductLine = {
  id: 'device',
  title: 'Device cover',
  empty: 'You have no device cover yet',
  pitch: 'Insure your phone against loss and screen, hardware and software damage.',
  action: 'See device cover',
  to: '/device',
};

const MOTOR: ProductLine = {
  id: 'motor',
  title: 'Motor cover',
  empty: 'You have no motor cover yet',
  pitch: 'Cover for your car or motorcycle against theft, hijacking, accidents, glass and more.',
  action: 'See motor cover',
  to: '/motor',
};

/** The product lines each audience can buy: funeral, device and motor (employees on their own products and schemes). */
export const PRODUCT_LINES: Record<Audience, ProductLine[]> = {
  // an employee's device and motor lines lead to their own wizards (salary deduction or debit order, their
  // schemes), not the public pages written for retail customers paying by debit order (QA walk 15, no. 6)
  retail: [FUNERAL, DEVICE, MOTOR],
  employee: [
    EMPLOYEE_FUNERAL,
    {
      ...DEVICE,
      pitch: 'Insure your phone against loss and damage, paid from your salary or by debit order.',
      action: 'Insure a phone',
      to: deviceWebPaths('employee').register(),
    },
    {
      ...MOTOR,
      pitch: 'Car and motorcycle cover through the Telkom employee schemes.',
      action: 'Insure a vehicle',
      to: motorWebPaths('employee').register(),
    },
  ],
};
