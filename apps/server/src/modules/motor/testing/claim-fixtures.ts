/**
 * Test support for motor claims: an app with the shared rooms and the motor claims calls of the retail and
 * employee families (claim-app.ts), motor policies issued straight through the insurance core with their
 * insured vehicle and the excesses the rating engine writes (insured-vehicle.ts), and valid claim payloads of
 * each type with times relative to now (claim-inputs.ts).
 */
export {
  buildMotorClaimsApp,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimsTestModule,
  motorClaimTestSpecs,
} from './claim-app.js';
export { insuredVehicle, TEST_EXCESSES, type MotorPolicyOptions } from './insured-vehicle.js';
export { accidentDetails, bankDetails, hoursAgo, motorClaimInput } from './claim-inputs.js';
