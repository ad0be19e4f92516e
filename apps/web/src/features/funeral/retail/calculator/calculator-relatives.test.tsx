import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idleAtOnce } from '../../../../test/idle-and-data-saver';
import type { CalculatorRelative } from './calculator-input';
import { CalculatorRelatives } from './calculator-relatives';

// The rows' code fails to download twice (the connection dropped: once as the page comes up, once on
// "Add"), then arrives.
const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./calculator-relative-rows', async (importOriginal) => {
  downloads.count += 1;
  if (downloads.count <= 2) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Relatives() {
  const [relatives, setRelatives] = useState<CalculatorRelative[]>([]);
  return <CalculatorRelatives relatives={relatives} onChange={setRelatives} errors={{}} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the calculator’s extended family', () => {
  it('says so when the rows cannot download, keeps the relative added, and shows it on trying again', async () => {
    // The page falls idle as soon as it is up: the rows' first download starts then.
    idleAtOnce();
    // React reports the error the boundary catches; it is the case under test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Relatives />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add extended family' }));
    expect(await screen.findByText(/the connection dropped/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Extended family member 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Extended family member 1' })).toBeInTheDocument();
    expect(screen.queryByText(/the connection dropped/)).not.toBeInTheDocument();
    expect(downloads.count).toBe(3);
    consoleError.mockRestore();
  });
});
