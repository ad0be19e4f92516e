/** How people name an insured phone: 'Samsung Galaxy A15 128 GB (IMEI …4821)'. */
import type { QuotedDevice } from '@cover/domain/device';

export const describeDevice = (device: Pick<QuotedDevice, 'brand' | 'model' | 'storageGb'>, imei: string) =>
  `${device.brand} ${device.model}${device.storageGb ? ` ${device.storageGb} GB` : ''} (IMEI …${imei.slice(-4)})`;
