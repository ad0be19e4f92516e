import { parseSaIdNumber } from '@cover/domain';

/** What an SA ID number tells a form: validity flags for the id and for the age band, and what it encodes. */
export interface SaIdValidity {
  /** 13 digits, a real date of birth, a citizenship digit and a good check digit */
  idValid: boolean;
  /** the holder's age is within [minAge, maxAge] (true while the id itself is not valid) */
  ageValid: boolean;
  age: number | null;
  dateOfBirth: string | null;
  gender: 'female' | 'male' | null;
  /** the first thing wrong, for the field's helper text; null when all is well */
  message: string | null;
}

export interface AgeBand {
  minAge?: number;
  maxAge?: number;
  /** e.g. 'The main member must be between 18 and 64 years old' */
  ageMessage?: string;
}

export function checkSaId(value: string, band: AgeBand = {}, today: Date = new Date()): SaIdValidity {
  const trimmed = value.trim();
  if (trimmed === '')
    return { idValid: false, ageValid: true, age: null, dateOfBirth: null, gender: null, message: null };
  const parsed = parseSaIdNumber(trimmed, today);
  if (!parsed.valid)
    return {
      idValid: false,
      ageValid: true,
      age: null,
      dateOfBirth: null,
      gender: null,
      message: parsed.reason,
    };
  const { minAge = 0, maxAge = 200 } = band;
  const ageValid = parsed.age >= minAge && parsed.age <= maxAge;
  return {
    idValid: true,
    ageValid,
    age: parsed.age,
    dateOfBirth: parsed.dateOfBirth,
    gender: parsed.gender,
    message: ageValid ? null : (band.ageMessage ?? `Age must be between ${minAge} and ${maxAge}`),
  };
}
