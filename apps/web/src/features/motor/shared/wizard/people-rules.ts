import { z } from 'zod';
import { ownerDetailsSchema, permanentDriverSchema, vehicleAddressSchema } from '@cover/domain/motor';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { driverBody, ownerBody } from './registration-payloads';
import type { MotorRegistrationValues } from './registration-types';
import { collector, problemsOf } from './step-problems';

export type PeopleStepValues = Pick<MotorRegistrationValues, 'permanentDriver' | 'ownerDetails' | 'address'>;

/** Step 2: the permanent driver (the applicant or someone named), the owner, where the vehicle is kept. */
export function peopleStepErrors(values: PeopleStepValues): FlatErrors {
  const { errors, put, add } = collector();
  const { permanentDriver: driver, ownerDetails: owner } = values;
  if (driver.isPermanent === null) put('permanentDriver.isPermanent', PLAIN_ZOD_MESSAGES.yesOrNo);
  else add(problemsOf(permanentDriverSchema, driverBody(driver), 'permanentDriver'));
  if (owner.vehicleOwner === null) put('ownerDetails.vehicleOwner', PLAIN_ZOD_MESSAGES.yesOrNo);
  else add(problemsOf(ownerDetailsSchema, ownerBody(owner), 'ownerDetails'));
  add(
    problemsOf(
      vehicleAddressSchema.shape.googleAddress,
      values.address.googleAddress,
      'address.googleAddress',
    ),
  );
  return errors;
}

export const peopleStepSchema = z
  .custom<PeopleStepValues>()
  .superRefine((values, ctx) => addIssues(ctx, peopleStepErrors(values)));
