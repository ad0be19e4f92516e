/** A policy's beneficiary as every line shows it. */
import type { Beneficiary } from '@cover/domain';
import type { BeneficiaryRow } from '../../db/schema/index.js';

export const toBeneficiaryView = (row: BeneficiaryRow): Beneficiary => ({
  beneficiaryId: row.id,
  relation: row.relation as Beneficiary['relation'],
  firstName: row.firstName,
  lastName: row.lastName,
  idNumber: row.idNumber,
  email: row.email,
  mobile: row.mobile,
  alternateMobile: row.alternateMobile,
  percentage: row.percentage,
});

export const toBeneficiary = toBeneficiaryView;
