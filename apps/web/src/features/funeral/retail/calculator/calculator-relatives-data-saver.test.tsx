import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetConnection, idleAtOnce, setConnection } from '../../../../test/idle-and-data-saver';
import type { CalculatorRelative } from './calculator-input';
import { CalculatorRelatives } from './calculator-relatives';

// Counts the downloads of the rows' code.
const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./calculator-relative-rows', async (importOriginal) => {
  downloads.count += 1;
  return importOriginal();
});

function Relatives() {
  const [relatives, setRelatives] = useState<CalculatorRelative[]>([]);
  return <CalculatorRelatives relatives={relatives} onChange={setRelatives} errors={{}} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetConnection();
});

describe('the calculator’s extended family with the data saver on', () => {
  it('downloads the rows at the first "Add", not when the page falls idle', async () => {
    setConnection({ saveData: true });
    // The page falls idle as soon as it is up: without the data saver the rows download then.
    idleAtOnce();
    render(<Relatives />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads.count).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add extended family' }));
    expect(await screen.findByRole('group', { name: 'Extended family member 1' })).toBeInTheDocument();
    expect(downloads.count).toBe(1);
  });
});
