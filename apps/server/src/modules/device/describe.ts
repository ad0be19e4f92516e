/** How people name an insured phone: 'Samsung Galaxy A15 128 GB (IMEI …4821)'. */
import { phoneName, type QuotedDevice } from '@cover/domain/device';

export const describeDevice = (device: Pick<QuotedDevice, 'brand' | 'model' | 'storageGb'>, imei: string) =>
  `${phoneName(device)} (IMEI …${imei.slice(-4)})`;
