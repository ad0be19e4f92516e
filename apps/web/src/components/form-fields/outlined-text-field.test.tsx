import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

const html = (element: React.ReactElement) =>
  renderToString(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

/** What TextField is given for the same field: the htmlInput and the adornment go through its slotProps. */
function asTextField({ htmlInput, endAdornment, ...props }: OutlinedTextFieldProps) {
  return (
    <TextField {...props} slotProps={{ htmlInput, input: endAdornment ? { endAdornment } : undefined }} />
  );
}

const CASES: [string, OutlinedTextFieldProps][] = [
  ['plain', { id: 'name', label: 'Username' }],
  ['required with help', { id: 'name', label: 'Username', required: true, helperText: 'Your SA ID number' }],
  ['in error', { id: 'name', label: 'Username', error: true, helperText: 'Username is required', value: '' }],
  ['blank help (keeps its line)', { id: 'pass', label: 'Password', type: 'password', helperText: ' ' }],
  [
    'disabled, typed, autocomplete',
    { id: 'code', label: 'Code', disabled: true, value: '123', autoComplete: 'one-time-code' },
  ],
  [
    'input attributes',
    {
      id: 'name',
      label: 'Username',
      htmlInput: { maxLength: 128, autoCapitalize: 'none', spellCheck: false },
    },
  ],
  [
    'with an adornment',
    {
      id: 'pass',
      label: 'Password',
      endAdornment: <InputAdornment position="end">kg</InputAdornment>,
    },
  ],
];

describe('OutlinedTextField', () => {
  it.each(CASES)('renders what TextField renders: %s', (_name, props) => {
    expect(html(<OutlinedTextField {...props} />)).toBe(html(asTextField(props)));
  });
});
