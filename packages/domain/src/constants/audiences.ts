/** Audiences and segments (spec 000 §6, 001 §6, 002 §6). */
export const AUDIENCES = [
  { value: 'personal', label: 'Personal' },
  { value: 'employee', label: 'Telkom Employee' },
] as const;
export type Audience = (typeof AUDIENCES)[number]['value'];

export const EMPLOYEE_SEGMENTS = [
  { value: 'device', label: 'Device' },
  { value: 'employee_funeral', label: 'Employee funeral' },
  { value: 'employee', label: 'Employee' },
] as const;
export type EmployeeSegment = (typeof EMPLOYEE_SEGMENTS)[number]['value'];

export const RETAIL_SEGMENTS = [{ value: 'funeral', label: 'Funeral' }] as const;
export type RetailSegment = (typeof RETAIL_SEGMENTS)[number]['value'];

/** The other endpoint families: content management, the motor service and jmr. */
export const OTHER_SEGMENTS = [
  { value: 'cms', label: 'Content management' },
  { value: 'motoveys', label: 'Motor service' },
  { value: 'jmr', label: 'JMR' },
] as const;
export type OtherSegment = (typeof OTHER_SEGMENTS)[number]['value'];

export type Segment = EmployeeSegment | RetailSegment | OtherSegment;

export const ROLES = ['retail', 'employee', 'operator'] as const;
export type Role = (typeof ROLES)[number];
