/**
 * The police report a claim names (REFERENCE "SAPS case numbers"): theft, loss and hijacking are reported
 * to the South African Police Service, which gives a case number `CAS 123/11/2026` (number / month / year)
 * at a named police station. Device and motor claims take these fields.
 */
import { z } from 'zod';

export const POLICE_REPORT_MESSAGES = {
  sapsCaseNumber: 'Please enter the SAPS case number, e.g. CAS 123/11/2026',
  policeStation: 'Please enter the police station where it was reported',
} as const;

/** 'CAS 123/11/2026' (number / month / year); spaces and case are normalised. */
export const sapsCaseNumberField = z
  .string({ message: POLICE_REPORT_MESSAGES.sapsCaseNumber })
  .trim()
  .transform((value) =>
    value
      .toUpperCase()
      .replace(/\s+/g, ' ')
      .replace(/^CAS\s*/, 'CAS '),
  )
  .pipe(z.string().regex(/^CAS \d{1,6}\/(0?[1-9]|1[0-2])\/\d{4}$/, POLICE_REPORT_MESSAGES.sapsCaseNumber));

/** The police station a case was opened at (2 to 80 characters). */
export const policeStationField = (message: string = POLICE_REPORT_MESSAGES.policeStation) =>
  z.string({ message }).trim().min(2, message).max(80, message);
