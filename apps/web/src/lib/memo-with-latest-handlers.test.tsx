import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHandlerName, memoWithLatestHandlers, samePropValues } from './memo-with-latest-handlers';

describe('isHandlerName', () => {
  it.each([
    ['onChange', true],
    ['onBlur', true],
    ['onCoverTypeChange', true],
    ['on', false],
    ['one', false],
    ['online', false],
    ['inputRef', false],
    ['render', false],
    ['on1', false],
  ])('%s → %s', (name, expected) => {
    expect(isHandlerName(name)).toBe(expected);
  });
});

describe('samePropValues', () => {
  const handler = () => undefined;
  const list = [1, 2];
  it.each<[string, object, object, boolean]>([
    ['the same values', { value: '3', error: false }, { value: '3', error: false }, true],
    ['a changed value', { value: '3' }, { value: '34' }, false],
    ['a prop added', { value: '3' }, { value: '3', error: true }, false],
    ['a prop gone', { value: '3', error: true }, { value: '3' }, false],
    ['a plain object written afresh', { htmlInput: { min: 18 } }, { htmlInput: { min: 18 } }, true],
    ['a plain object with a changed value', { htmlInput: { min: 18 } }, { htmlInput: { min: 19 } }, false],
    ['a plain object with a key more', { errors: {} }, { errors: { age: 'Too young' } }, false],
    ['an array by identity', { list }, { list }, true],
    ['an array written afresh', { list: [1, 2] }, { list: [1, 2] }, false],
    ['a nested object by identity only', { a: { b: { c: 1 } } }, { a: { b: { c: 1 } } }, false],
    ['the same function', { onChange: handler }, { onChange: handler }, true],
    ['another function', { onChange: handler }, { onChange: () => undefined }, false],
    ['NaN as NaN', { value: Number.NaN }, { value: Number.NaN }, true],
  ])('%s → %s', (_case, previous, next, expected) => {
    expect(samePropValues(previous, next)).toBe(expected);
  });
});

describe('memoWithLatestHandlers', () => {
  const renders: string[] = [];
  const Field = memoWithLatestHandlers(function Field(props: {
    label: string;
    value: string;
    attributes: { maxLength: number };
    onChange: (value: string) => void;
  }) {
    renders.push(props.label);
    return (
      <label>
        {props.label}
        <input
          value={props.value}
          maxLength={props.attributes.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </label>
    );
  });

  /** Two fields whose handlers are written inline and read the form's latest render. */
  function Form() {
    const [values, setValues] = useState({ name: '', town: '' });
    const [changes, setChanges] = useState(0);
    return (
      <>
        <Field
          label="Name"
          value={values.name}
          attributes={{ maxLength: 20 }}
          onChange={(name) => {
            setValues({ ...values, name });
            setChanges(changes + 1);
          }}
        />
        <Field
          label="Town"
          value={values.town}
          attributes={{ maxLength: 20 }}
          onChange={(town) => {
            setValues({ ...values, town });
            setChanges(changes + 1);
          }}
        />
        <output>{`${changes} changes: ${values.name} / ${values.town}`}</output>
      </>
    );
  }

  it('renders a field again only when what it shows changed', async () => {
    render(<Form />);
    expect(renders).toEqual(['Name', 'Town']);
    renders.length = 0;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(renders).toEqual(['Name', 'Name', 'Name']);
    renders.length = 0;
    await user.type(screen.getByLabelText('Town'), 'Paarl');
    expect(renders).toEqual(['Town', 'Town', 'Town', 'Town', 'Town']);
  });

  it('calls the handler of the latest render, not the one it was first given', async () => {
    render(<Form />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    // Town's field was not rendered again while Name was typed; its handler still sees Name's answer.
    await user.type(screen.getByLabelText('Town'), 'Ga');
    expect(screen.getByRole('status')).toHaveTextContent('5 changes: Ann / Ga');
  });

  it('drops a handler the parent stops giving', async () => {
    const calls: string[] = [];
    const Button = memoWithLatestHandlers(function Button(props: { onPress?: () => void }) {
      return (
        <button type="button" onClick={() => props.onPress?.()}>
          Press
        </button>
      );
    });
    function Toggle() {
      const [given, setGiven] = useState(true);
      return (
        <>
          <Button onPress={given ? () => calls.push('pressed') : undefined} />
          <button type="button" onClick={() => setGiven(false)}>
            Stop
          </button>
        </>
      );
    }
    render(<Toggle />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Press' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Press' }));
    expect(calls).toEqual(['pressed']);
  });
});
