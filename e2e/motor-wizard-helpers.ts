/**
 * Answering the motor wizard in a journey: its yes/no questions (in the customer's voice or, at the operator
 * desk, about the customer), the vehicle's identity, the driver, owner and address, the history and extras.
 */
import type { Page } from 'playwright-core';
import { MOTOR_QUESTIONS, motorQuestionsAbout } from '@cover/domain/motor';
import { byLabel } from './funeral-helpers';
import { main } from './motor-helpers';

/** A radio of a labelled radio group (the yes/no questions and choices of the wizard). */
export function answer(page: Page, question: string, choice: string) {
  return page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true });
}

export interface VehicleIdentity {
  registration: string;
  vin: string;
  engineNumber: string;
  colour: string;
  odometer: string;
  registrationYear: string;
  /** the month's name, as the select lists it */
  registrationMonth: string;
}

/** Step 1's registration and identity fields, typed from the disc and the papers. */
export async function fillVehicleIdentity(page: Page, vehicle: VehicleIdentity): Promise<void> {
  await byLabel(page, 'Registration number').fill(vehicle.registration);
  await byLabel(page, 'VIN').fill(vehicle.vin);
  await byLabel(page, 'Engine number').fill(vehicle.engineNumber);
  await byLabel(page, 'Colour').fill(vehicle.colour);
  await byLabel(page, 'Odometer reading (km)').fill(vehicle.odometer);
  await byLabel(page, 'Year first registered').selectOption(vehicle.registrationYear);
  await byLabel(page, 'Month first registered').selectOption({ label: vehicle.registrationMonth });
}

export interface Address {
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

export async function fillAddress(page: Page, address: Address): Promise<void> {
  await byLabel(page, 'Street address').fill(address.street);
  await byLabel(page, 'City or town').fill(address.city);
  await byLabel(page, 'Province').selectOption({ label: address.province });
  await byLabel(page, 'Postal code').fill(address.postalCode);
}

/**
 * The wizard's questions about the customer: asked of the customer ("Are you…"), or of an operator filling
 * it in for them, by their first name ("Is Thabo…"), in the web app's own words.
 */
export const motorQuestions = (about?: string) => (about ? motorQuestionsAbout(about) : MOTOR_QUESTIONS);

/** Step 2: the customer drives the vehicle and owns it; where it is kept at night. */
export async function fillDriverAndOwner(page: Page, address: Address, about?: string): Promise<void> {
  const questions = motorQuestions(about);
  await main(page).getByRole('form', { name: 'Driver and owner' }).waitFor();
  await answer(page, questions.isPermanent, 'Yes').check();
  await answer(page, questions.vehicleOwner, 'Yes').check();
  await fillAddress(page, address);
}

/** Step 3's own questions (the insurance history may come from the estimate): no changes, no loan. */
export async function answerExtrasAndFinance(page: Page, about?: string): Promise<void> {
  await answer(page, 'Has the engine or body been changed for performance or looks?', 'No').check();
  await answer(page, motorQuestions(about).payingLoan, 'No').check();
}

/** The previous insurance: 5 years without a claim, never cancelled, no conviction. */
export async function answerInsuranceHistory(page: Page, about?: string): Promise<void> {
  await byLabel(page, 'Years of uninterrupted motor insurance').selectOption({ label: '5 years' });
  await byLabel(page, 'Claims in the last 3 years').selectOption({ label: 'None' });
  await answer(page, motorQuestions(about).cancelled, 'No').check();
  await answer(page, 'Has the driver been convicted of drunk or reckless driving?', 'No').check();
}
