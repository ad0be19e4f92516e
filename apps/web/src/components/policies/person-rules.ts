import { z } from 'zod';
import { personNameField } from '@cover/domain';
import { checkedBy } from '../form-fields/zod-rules';

/** A covered person's first and last name as typed, checked by the domain's name rule. */
export const personNames = {
  firstName: checkedBy(z.string(), personNameField),
  lastName: checkedBy(z.string(), personNameField),
};

/** A date of birth that must be given (a date input gives '' or a calendar date). */
export const requiredDateOfBirth = z.string().min(1, 'Please enter the date of birth');

/** A relationship chosen from the product line's own list. */
export const chosenRelationship = (isKnown: (value: string) => boolean) =>
  z.string().refine(isKnown, 'Please choose the relationship');

/** A relative of the policy holder: names, a relationship from the line's list and a date of birth. */
export const relativeRules = (isKnownRelationship: (value: string) => boolean) => ({
  ...personNames,
  relationship: chosenRelationship(isKnownRelationship),
  dateOfBirth: requiredDateOfBirth,
});

/** A person's names as they are sent: without the spaces typed around them. */
export const trimmedNames = ({ firstName, lastName }: { firstName: string; lastName: string }) => ({
  firstName: firstName.trim(),
  lastName: lastName.trim(),
});
