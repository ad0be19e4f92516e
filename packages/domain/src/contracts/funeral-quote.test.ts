import { describe, expect, it } from 'vitest';
import {
  coverCalculatorInputSchema,
  extendedFamilyMemberInputSchema,
  funeralQuoteInputSchema,
  funeralQuotePayloadSchema,
} from './funeral-quote.js';

describe('funeralQuoteInputSchema', () => {
  it('fills the defaults: retail package, Money cover, MONTHLY, no children or relatives', () => {
    expect(
      funeralQuoteInputSchema.parse({ coverOption: 'A', mainMember: { dateOfBirth: '1990-01-01' } }),
    ).toEqual({
      packageName: 'RETAIL_FUNERAL_INSURANCE',
      coverType: 'Money cover',
      coverOption: 'A',
      billingFrequency: 'MONTHLY',
      mainMember: { dateOfBirth: '1990-01-01' },
      children: [],
      extendedFamily: [],
    });
  });

  it('defaults the child flags to false', () => {
    const input = funeralQuoteInputSchema.parse({
      coverOption: 'A',
      mainMember: { dateOfBirth: '1990-01-01' },
      children: [{ dateOfBirth: '2020-01-01' }],
    });
    expect(input.children).toEqual([{ dateOfBirth: '2020-01-01', isStudying: false, isDisabled: false }]);
  });

  it('refuses a billing frequency other than MONTHLY', () => {
    const result = funeralQuoteInputSchema.safeParse({
      coverOption: 'A',
      mainMember: { dateOfBirth: '1990-01-01' },
      billingFrequency: 'YEARLY',
    });
    expect(result.success).toBe(false);
  });
});

describe('extendedFamilyMemberInputSchema', () => {
  it('accepts a relation by label and gives its value', () => {
    const member = extendedFamilyMemberInputSchema.parse({
      relationship: 'Parent in law',
      dateOfBirth: '1960-05-05',
      coverageOption: 'C',
    });
    expect(member.relationship).toBe('parent_in_law');
  });
});

describe('coverCalculatorInputSchema', () => {
  it('defaults to no children and no relatives', () => {
    expect(coverCalculatorInputSchema.parse({ coverOption: 'B', mainMemberAge: 30 })).toMatchObject({
      numberOfChildren: 0,
      extendedFamily: [],
    });
  });
});

describe('funeralQuotePayloadSchema (spec field names)', () => {
  it('takes the snake_case member entries of the spec', () => {
    const payload = funeralQuotePayloadSchema.parse({
      quote_package_id: 'qp_1',
      billingDay: 25,
      spouse: {
        id_number: '8801235111088',
        first_name: 'Lerato',
        last_name: 'Mokoena',
        date_of_birth: '1988-01-23',
      },
      children: [{ first_name: 'Ayanda', last_name: 'Mokoena', date_of_birth: '2015-06-01' }],
      extended_family: [
        {
          first_name: 'Sipho',
          last_name: 'Mokoena',
          relationship: 'Uncle',
          date_of_birth: '1960-02-02',
          coverage_option: 'B',
        },
      ],
    });
    expect(payload.call_centre).toBe(false);
    expect(payload.declaration_form_provided).toBe(false);
    expect(payload.children[0]).toMatchObject({ is_studying: false, is_disabled: false });
    expect(payload.extended_family[0]?.relationship).toBe('uncle');
  });

  it('needs a quote package id', () => {
    expect(funeralQuotePayloadSchema.safeParse({ quote_package_id: '' }).success).toBe(false);
  });
});
