/**
 * A motor application as its holder sees it: the core, what it holds, its documents, its pre-inspection and,
 * in plain words, what it is waiting for.
 */
import { applicationOnHoldText, asSentence, type BillingAddress } from '@cover/domain';
import {
  ASSESSMENT_STATUS_LABELS,
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  motorDocumentDownloadUrl,
  requiredMotorApplicationDocuments,
  type AssessmentStatus,
  type MotorApplication,
  type MotorQuote,
  type MotorVehicleFinance,
  type OwnerDetails,
  type PermanentDriver,
  type VehicleCreditLifeDetails,
  type VehicleDetails,
} from '@cover/domain/motor';
import { inArray } from 'drizzle-orm';
import type { ApplicationRow, PreInspectionRow } from '../../db/schema/index.js';
import { preInspections } from '../../db/schema/index.js';
import { toClaimDocument } from '../claims/index.js';
import { listApplicationDocuments } from '../documents/repo.js';
import { policyNumbersOf } from '../insurance-core/holder-reads.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { applicationCoreView } from '../insurance-core/policy-core-view.js';
import { creditLifeRefsOf } from './credit-life-refs.js';

/** What a motor application holds in `applications.details`. */
export interface MotorApplicationDetails {
  vehicle: VehicleDetails;
  address: { address: string; googleAddress: BillingAddress };
  permanentDriver: PermanentDriver;
  ownerDetails: OwnerDetails;
  motorVehicleFinance: MotorVehicleFinance;
  effectiveDate: string;
  billingAddress: BillingAddress;
  paymentType: 'debit_order' | 'deduct_from_salary';
  consents: { key: string; text: string; textVersion: string; acceptedAt: string }[];
  /** the wizard's creditLifeDetails (with optForTelkomCreditLife) */
  creditLifeDetails?: VehicleCreditLifeDetails | null;
  /** the linked vehicle credit life application, and its policy once issued */
  creditLifeApplicationId?: string | null;
  creditLifePolicyId?: string | null;
}

export const motorFamilyOf = (ctx: Pick<LineCallContext, 'principal'>) =>
  ctx.principal?.audience === 'employee' ? 'employee' : 'retail';

const kindLabel = (kind: string) =>
  MOTOR_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? kind;

export const MOTOR_WAITING_TEXTS = {
  documents: (labels: string[]) => `Please upload: ${labels.join(', ')}.`,
  declaration: 'Please accept the declaration to finish your application.',
  AWAITING_PHOTOS: 'Waiting for the 7 photos of the vehicle inspection (we sent you the link by SMS).',
  SUBMITTED: 'Waiting for the vehicle inspection to be approved; cover starts once it is.',
  REJECTED: (reason: string | null) =>
    `The vehicle inspection was not approved${reason ? `: ${asSentence(reason)}` : '.'} Please retake the photos.`,
  APPROVED: 'The inspection is approved; your policy is being issued.',
  underwriting:
    'Our underwriters are reviewing your application. We will let you know by email or SMS, usually within 2 working days.',
  // the underwriter's words after who wrote them, as the email and the customer's list have them
  ON_HOLD: applicationOnHoldText,
} as const;

function waitingFor(
  row: ApplicationRow,
  outstanding: string[],
  inspection: PreInspectionRow | undefined,
): string {
  if (row.policyId || row.status === 'ACTIVE') return '';
  if (row.underwritingStatus === 'ON_HOLD') return MOTOR_WAITING_TEXTS.ON_HOLD(row.declineReason);
  if (row.underwritingStatus === 'REFERRED' || row.underwritingStatus === 'RECOMMENDATION_AWAITED')
    return MOTOR_WAITING_TEXTS.underwriting;
  if (row.status === 'PENDING')
    return outstanding.length > 0
      ? MOTOR_WAITING_TEXTS.documents(outstanding.map(kindLabel))
      : MOTOR_WAITING_TEXTS.declaration;
  if (row.status !== 'APPROVED' || !inspection) return '';
  const status = inspection.assessmentStatus;
  if (status === 'REJECTED') return MOTOR_WAITING_TEXTS.REJECTED(inspection.rejectionReason);
  if (status === 'CANCELLED') return '';
  return MOTOR_WAITING_TEXTS[status];
}

export async function loadMotorApplications(
  ctx: Pick<LineCallContext, 'db' | 'now' | 'longWindow' | 'principal'>,
  rows: readonly ApplicationRow[],
): Promise<MotorApplication[]> {
  const inspectionIds = rows.map(
    (row) => (row.details as unknown as MotorApplicationDetails).vehicle.preInspectionId,
  );
  const [documents, numbers, inspections, creditLives] = await Promise.all([
    listApplicationDocuments(
      ctx.db,
      rows.map((row) => row.id),
    ),
    policyNumbersOf(ctx.db, rows),
    inspectionIds.length > 0
      ? ctx.db.select().from(preInspections).where(inArray(preInspections.id, inspectionIds))
      : Promise.resolve([]),
    creditLifeRefsOf(ctx.db, rows),
  ]);
  const family = motorFamilyOf(ctx);
  return rows.map((row) => {
    const details = row.details as unknown as MotorApplicationDetails;
    const quote = row.quote as unknown as MotorQuote;
    const own = documents.filter((document) => document.applicationId === row.id);
    const required = requiredMotorApplicationDocuments(details.motorVehicleFinance.isPayingCarLoan);
    const present = new Set(own.map((document) => document.kind));
    const outstanding = required.filter((kind) => !present.has(kind));
    const inspection = inspections.find((entry) => entry.id === details.vehicle.preInspectionId);
    const { vehicle, permanentDriver, ownerDetails, motorVehicleFinance: finance } = details;
    return {
      ...applicationCoreView(
        row,
        ctx.now,
        row.policyId ? (numbers.get(row.policyId) ?? null) : null,
        ctx.longWindow,
      ),
      module: {
        type: 'motor' as const,
        quote,
        vehicle: {
          vehicle_type: vehicle.vehicle_type,
          make: vehicle.make,
          model: vehicle.model,
          manufacturingYear: vehicle.manufacturingYear,
          vin: vehicle.vin,
          vehicle_reg_no: vehicle.vehicle_reg_no,
          colour: vehicle.colour,
          engineNo: vehicle.engineNo,
          odometer: vehicle.odometer,
          vehicleRegistrationDate: vehicle.vehicleRegistrationDate,
          estimatedRetailPrice: vehicle.estimatedRetailPrice,
          isEstimatedRetailPrice: vehicle.isEstimatedRetailPrice,
          vehicleUsedFor: vehicle.vehicleUsedFor,
          isEssentialPart: vehicle.isEssentialPart,
        },
        address: details.address,
        permanentDriver: {
          isPermanent: permanentDriver.isPermanent,
          fullName: permanentDriver.isPermanent ? null : permanentDriver.fullName,
        },
        ownerDetails: {
          vehicleOwner: ownerDetails.vehicleOwner,
          fullName: ownerDetails.vehicleOwner ? null : `${ownerDetails.firstName} ${ownerDetails.lastName}`,
        },
        motorVehicleFinance: {
          isPayingCarLoan: finance.isPayingCarLoan,
          creditProvider: finance.isPayingCarLoan ? finance.creditProvider : null,
          optForTelkomCreditLife: finance.isPayingCarLoan ? finance.optForTelkomCreditLife : false,
        },
        effectiveDate: details.effectiveDate,
        billingAddress: details.billingAddress,
        paymentType: details.paymentType,
        preInspection: inspection
          ? {
              preInspectionId: inspection.id,
              assessmentStatus: inspection.assessmentStatus,
              assessmentStatusLabel:
                ASSESSMENT_STATUS_LABELS[inspection.assessmentStatus as AssessmentStatus],
              rejectionReason: inspection.rejectionReason,
            }
          : null,
        creditLife: creditLives.get(row.id) ?? null,
        consents: details.consents,
      },
      documents: own.map((document) =>
        toClaimDocument(document, (id) => motorDocumentDownloadUrl(family, id)),
      ),
      requiredDocuments: required,
      documentsOutstanding: outstanding,
      waitingFor: waitingFor(row, outstanding, inspection),
    };
  });
}

export async function loadMotorApplication(
  ctx: Pick<LineCallContext, 'db' | 'now' | 'longWindow' | 'principal'>,
  row: ApplicationRow,
): Promise<MotorApplication> {
  const [view] = await loadMotorApplications(ctx, [row]);
  if (!view) throw new Error('application view missing');
  return view;
}
