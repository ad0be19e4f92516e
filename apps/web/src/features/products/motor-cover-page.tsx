import { MOTOR_DETAILS } from './product-details';
import { ProductPage } from './product-page';

/** /motor: motor insurance, and how to buy it today. */
export function MotorCoverPage() {
  return <ProductPage details={MOTOR_DETAILS} />;
}
