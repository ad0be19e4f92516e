/**
 * The motor claims call that is the line's own (the other claims calls go to the shared claims module):
 * claims/sendClaimInspectionSms of a family, bound to its use case for the one registrar of a line's calls.
 */
import type { LineRoute } from '@cover/domain';
import { sendClaimInspectionSmsInputSchema } from '@cover/domain/motor';
import { bindCall, type BoundCall } from '../insurance-core/line-call-binding.js';
import { sendMotorClaimInspectionSms } from './claim-inspection.js';
import type { PreInspectionCallDeps } from './pre-inspection/index.js';

/** claims/sendClaimInspectionSms of the `family` (retail or employee) at `route`. */
export function motorClaimCalls(
  deps: PreInspectionCallDeps,
  family: 'retail' | 'employee',
  route: LineRoute,
): BoundCall[] {
  return [
    bindCall(family, 'sendClaimInspectionSms', route, (ctx, input) =>
      sendMotorClaimInspectionSms(ctx, sendClaimInspectionSmsInputSchema.parse(input), deps),
    ),
  ];
}
