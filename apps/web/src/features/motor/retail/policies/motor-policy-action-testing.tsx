import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { renderWithApp } from '../../../../test/render';
import { MOTOR_API } from '../../shared/policies/test-motor-policy';
import { RetailMotorPolicyActionPage } from './motor-policy-action-page';

/** The calls the retail motor policy's change page (edit, swap, cancel) makes. */
export const DETAIL = `GET ${MOTOR_API.retail}/getPolicyByPolicyId`;
export const APPLICATION = `GET ${MOTOR_API.retail}/applications/getApplicationbyApplicationId`;
export const INSPECTIONS = `GET ${MOTOR_API.retail}/preinspections/getPreinspectionsByIdNumber`;
export const PRICE = `${MOTOR_API.retail}/createAlterationPackage`;
export const APPLY = `${MOTOR_API.retail}/policies/applyAlteration`;
export const SWAP = `${MOTOR_API.retail}/policies/swapPolicy`;
export const CANCEL = `${MOTOR_API.retail}/policies/cancelPolicy`;
export const CREATE_INSPECTION = `${MOTOR_API.retail}/preinspections/createPreinspection`;

/** The change page in its route, with the policy page behind it. */
export const base = `/retail/motor/policies/${POLICY_ID}`;
export const page = (
  <Routes>
    <Route path="/retail/motor/policies/:policyId/:action" element={<RetailMotorPolicyActionPage />} />
    <Route path="/retail/motor/policies/:policyId" element={<h1>The policy page</h1>} />
  </Routes>
);
export const open = (action: string) => renderWithApp(page, { path: `${base}/${action}` });
