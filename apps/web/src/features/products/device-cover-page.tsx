import { DEVICE_DETAILS } from './product-details';
import { ProductPage } from './product-page';

/** /device: device (phone) insurance, and how to buy it today. */
export function DeviceCoverPage() {
  return <ProductPage details={DEVICE_DETAILS} />;
}
