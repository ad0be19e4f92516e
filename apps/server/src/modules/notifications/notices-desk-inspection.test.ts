/**
 * The email of an inspection an operator started at the desk for an employee (QA walk 15, finding 3): it
 * reaches them before the application is sent to them, so it says who is registering the vehicle on their
 * behalf. One the customer started, or back-office staff, keeps the words of an inspection before cover.
 */
import { describe, expect, it } from 'vitest';
import { createInspection } from '../motor/pre-inspection/service.js';
import { createOperatorAccount } from '../operator/index.js';
import { findOperatorByName } from '../operator/repo.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf } = suite;

const vehicle = {
  make: 'Toyota',
  model: 'Corolla Cross 1.8 XS',
  color: 'White',
  registrationNo: 'CA 200-202',
  engineNo: 'ENG200',
  licenceNo: 'LIC200',
  odometerValue: 48_200,
  manufacturingYear: 2021,
  vehicleRegistrationYear: 2021,
  vehicleRegistrationMonth: 6,
  estimatedRetailPrice: 38_500_000,
};

async function account(name: string, displayName: string, roles: string[]) {
  await createOperatorAccount(
    db(),
    { name, displayName, roles, password: 'Desk#Secret2026' },
    { hashParams: { N: 1024, r: 8, p: 1 } },
  );
  const row = await findOperatorByName(db(), name);
  if (!row) throw new Error('operator not stored');
  return `operator:${row.id}`;
}

async function createdEmail(actor: string, vinEnding: number) {
  const row = await createInspection(db(), {
    holderId: suite.owner.holder.policyHolderId,
    input: { assessmentType: 'PRE_INSPECTION', ...vehicle, vinNo: `AHTKB3CD20987654${vinEnding}` },
    now: new Date(),
    actor,
  });
  return (await noticesOf(await eventOf(row.id, 'pre_inspection_created')))
    .map((message) => message.text)
    .join(' ');
}

describe('the email of an inspection started for the customer', () => {
  it('names the desk operator who is registering the vehicle on their behalf', async () => {
    const text = await createdEmail(await account('deskinsp', 'Demo Operator', ['operator']), 1);
    expect(text).toContain(
      'Demo Operator is registering your Toyota Corolla Cross 1.8 XS CA 200-202 for motor cover on your behalf',
    );
    expect(text).toContain('review the application and accept it yourself');
  });

  it('keeps the words of an inspection before cover when the customer or back-office staff started it', async () => {
    const own = await createdEmail('retail:test', 2);
    expect(own).toContain('Before cover can start');
    expect(own).not.toContain('on your behalf');
    const staff = await createdEmail(await account('inspstaff', 'Demo Assessor', ['backoffice']), 3);
    expect(staff).not.toContain('Demo Assessor');
  });
});
