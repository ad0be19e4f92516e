import { useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * One checked field of a sign-in step: its value, its error, and `check()`, which gives the parsed value or
 * null (then the error shows and the field takes the focus).
 */
export function useStepField<T>(schema: z.ZodType<T, string>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = (): T | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setError(null);
      return parsed.data;
    }
    setError(parsed.error.issues[0]?.message ?? 'Please check this field');
    inputRef.current?.focus();
    return null;
  };
  return { value, setValue, error, check, inputRef };
}
