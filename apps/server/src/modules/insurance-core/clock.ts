/** The insurance core reads time only through a clock, so tests can move it (quotes expire, grace ends). */
import { saDay } from '@cover/domain';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const DAY_MS = 24 * 60 * 60 * 1000;
/** Quote and alteration packages can be used for 7 days. */
export const PACKAGE_VALIDITY_MS = 7 * DAY_MS;

export const today = (now: Date) => saDay(now);
export const plusValidity = (now: Date) => new Date(now.getTime() + PACKAGE_VALIDITY_MS);
