import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  replayAnswersGivenBeforeHydration,
  useAnswersGivenBeforeHydration,
} from './answers-before-hydration';

interface Answers {
  name: string;
  age: string;
  spouse: boolean;
  plan: string;
  province: string;
  note: string;
}

const RENDERED: Answers = { name: 'Thandi', age: '35', spouse: false, plan: 'B', province: 'GP', note: '' };

/** A form like the calculator's: controlled fields, a field shown by a tick, and a render after hydration. */
function Form({ keep, onAnswer }: { keep: boolean; onAnswer?: (field: keyof Answers) => void }) {
  const [answers, setAnswers] = useState(RENDERED);
  const set = <K extends keyof Answers>(field: K, value: Answers[K]) => {
    onAnswer?.(field);
    setAnswers((current) => ({ ...current, [field]: value }));
  };
  // Like the calculator's checks arriving once the page is up: the form renders again at once.
  const [, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);
  const form = useRef<HTMLFormElement>(null);
  const elsewhere = useRef<HTMLElement>(null);
  useAnswersGivenBeforeHydration(keep ? form : elsewhere);
  return (
    <form ref={form}>
      <input aria-label="name" value={answers.name} onChange={(event) => set('name', event.target.value)} />
      <input
        aria-label="age"
        type="number"
        value={answers.age}
        onChange={(event) => set('age', event.target.value)}
      />
      <input
        aria-label="spouse"
        type="checkbox"
        checked={answers.spouse}
        onChange={(event) => set('spouse', event.target.checked)}
      />
      {answers.spouse ? <input aria-label="spouse age" defaultValue="" /> : null}
      {['A', 'B', 'C'].map((plan) => (
        <input
          key={plan}
          aria-label={`plan ${plan}`}
          type="radio"
          name="plan"
          value={plan}
          checked={answers.plan === plan}
          onChange={() => set('plan', plan)}
        />
      ))}
      <select
        aria-label="province"
        value={answers.province}
        onChange={(event) => set('province', event.target.value)}
      >
        <option value="GP">Gauteng</option>
        <option value="WC">Western Cape</option>
      </select>
      <textarea
        aria-label="note"
        value={answers.note}
        onChange={(event) => set('note', event.target.value)}
      />
      <input type="hidden" value="x" readOnly />
      <output>{JSON.stringify(answers)}</output>
    </form>
  );
}

const field = <T extends Element>(container: Element, label: string) =>
  container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

function prerendered(keep: boolean): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  return container;
}

/** What a visitor does on the painted page before its JavaScript has run. */
function answerBeforeHydration(container: Element) {
  field<HTMLInputElement>(container, 'name').value = 'Thandiwe';
  field<HTMLInputElement>(container, 'age').value = '50';
  field<HTMLInputElement>(container, 'spouse').checked = true;
  field<HTMLInputElement>(container, 'plan C').checked = true;
  field<HTMLSelectElement>(container, 'province').value = 'WC';
  field<HTMLTextAreaElement>(container, 'note').value = 'Call after five';
}

const stateOf = (container: Element) =>
  JSON.parse(container.querySelector('output')!.textContent!) as Answers;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useAnswersGivenBeforeHydration', () => {
  it('keeps every answer given before hydration, in the state and on screen, past the next render', async () => {
    const container = prerendered(true);
    answerBeforeHydration(container);
    await act(async () => {
      hydrateRoot(container, <Form keep />);
    });
    expect(stateOf(container)).toEqual({
      name: 'Thandiwe',
      age: '50',
      spouse: true,
      plan: 'C',
      province: 'WC',
      note: 'Call after five',
    });
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Thandiwe');
    expect(field<HTMLInputElement>(container, 'age').value).toBe('50');
    expect(field<HTMLInputElement>(container, 'spouse').checked).toBe(true);
    expect(field(container, 'spouse age')).not.toBeNull();
    expect(field<HTMLInputElement>(container, 'plan C').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'plan B').checked).toBe(false);
    expect(field<HTMLSelectElement>(container, 'province').value).toBe('WC');
    expect(field<HTMLTextAreaElement>(container, 'note').value).toBe('Call after five');
  });

  it('without it, React puts the rendered values back (the defect it mends)', async () => {
    const container = prerendered(false);
    answerBeforeHydration(container);
    await act(async () => {
      hydrateRoot(container, <Form keep={false} />);
    });
    expect(stateOf(container)).toEqual(RENDERED);
    expect(field<HTMLInputElement>(container, 'age').value).toBe('35');
    expect(field<HTMLInputElement>(container, 'spouse').checked).toBe(false);
    expect(field(container, 'spouse age')).toBeNull();
  });

  it('a ticked box is not ticked twice, and a field left alone calls no handler', async () => {
    const container = prerendered(true);
    field<HTMLInputElement>(container, 'spouse').checked = true;
    const onAnswer = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form keep onAnswer={onAnswer} />);
    });
    // StrictMode is not on here: one mount, one replay, one field.
    expect(onAnswer.mock.calls).toEqual([['spouse']]);
    expect(field<HTMLInputElement>(container, 'spouse').checked).toBe(true);
    expect(stateOf(container)).toEqual({ ...RENDERED, spouse: true });
  });

  it('does nothing on a form rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onAnswer = vi.fn();
    await act(async () => {
      createRoot(container).render(<Form keep onAnswer={onAnswer} />);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(stateOf(container)).toEqual(RENDERED);
  });

  it("sends each renderer's event: a click and a change for a ticked box, an input for typing", () => {
    // Without a renderer: React hears a box's click and a field's input; Preact (the browser bundle's
    // renderer, decision 0033) a box's change and a field's input.
    const container = prerendered(true);
    field<HTMLInputElement>(container, 'spouse').checked = true;
    field<HTMLInputElement>(container, 'name').value = 'Thandiwe';
    const heard: string[] = [];
    for (const type of ['click', 'change', 'input'])
      container.addEventListener(type, (event) => {
        heard.push(`${(event.target as HTMLElement).getAttribute('aria-label')} ${type}`);
      });
    expect(replayAnswersGivenBeforeHydration(container)).toBe(2);
    expect(heard).toEqual(['name input', 'spouse click', 'spouse change']);
    expect(field<HTMLInputElement>(container, 'spouse').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Thandiwe');
  });
});
