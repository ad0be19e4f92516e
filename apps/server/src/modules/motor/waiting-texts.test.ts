/** What a motor application waits for, as its customer reads it: a rejected inspection's reason read once. */
import { describe, expect, it } from 'vitest';
import { MOTOR_WAITING_TEXTS } from './application-view.js';

describe('a motor application waiting on a rejected inspection', () => {
  it.each([
    ['Too dark', 'The vehicle inspection was not approved: Too dark. Please retake the photos.'],
    [
      'Please retake them in daylight.',
      'The vehicle inspection was not approved: Please retake them in daylight. Please retake the photos.',
    ],
    [null, 'The vehicle inspection was not approved. Please retake the photos.'],
  ])('reason %j reads %j', (reason, text) => {
    expect(MOTOR_WAITING_TEXTS.REJECTED(reason)).toBe(text);
  });
});
