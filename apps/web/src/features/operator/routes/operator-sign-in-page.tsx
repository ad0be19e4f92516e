import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../../components/form-fields/outlined-text-field';
import { PasswordField } from '../../../components/form-fields/password-field';
import Typography from '@mui/material/Typography';
import { ERROR_CATALOGUE, type OperatorLogin } from '@cover/domain';
import { useAppDispatch } from '../../../app/hooks';
import { operatorUserSlice } from '../../../app/persisted-slices';
import { useNotify } from '../../../components/notifications';
import { readApiError } from '../../../lib/api-error';
import { afterPaint } from '../../../lib/after-paint';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
import { lazyFormChecks } from '../../../lib/forms/lazy-form-checks';
import { useUncontrolledForm } from '../../../lib/forms/uncontrolled-form';
import { operatorHomeOf } from '../../../lib/identity';
import { operatorLogin } from '../../../lib/identity/operator-calls';
import { useOperatorSignOut, useOperatorUser } from '../../../lib/identity/use-operator-session';
import { PageHead } from '../../../components/page/page-head';

// The checks (zod) load once the visitor starts on the form, not with the page; the form needs no form
// library (issue 15).
const operatorLoginChecks = lazyFormChecks<OperatorLogin>(() =>
  import('../forms/operator-login-checks').then((m) => m.operatorLoginSchema),
);
/** After the field has answered the tap. */
const preloadChecks = afterPaint(operatorLoginChecks.preload);

/** A `next` inside the operator area, else the operator's home (the console for back-office staff). */
function safeNext(next: string | null, home: string): string {
  return next && next.startsWith('/operator') && !next.startsWith('//') ? next : home;
}

/** Operator sign-in (spec 000 §6–7): name and pass; an HttpOnly cookie holds the session. */
export function OperatorSignInPage() {
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const operator = useOperatorUser();
  const signOut = useOperatorSignOut();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useUncontrolledForm<OperatorLogin>({
    check: operatorLoginChecks.check,
    defaultValues: { name: '', pass: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setLoading(true);
    try {
      const user = await operatorLogin(values);
      dispatch(operatorUserSlice.actions.operatorSignedIn(user));
      notify.success('You are signed in');
      await navigate(safeNext(params.get('next'), operatorHomeOf(user)), { replace: true });
    } catch (failure) {
      // the form's alert says it (a toast would say it a second time)
      setError(failure);
    } finally {
      setLoading(false);
    }
  });

  const { ref: nameRef, ...nameField } = register('name');
  const { ref: passRef, ...passField } = register('pass');

  return (
    <Container maxWidth={false} sx={{ maxWidth: 560, py: { xs: 2, sm: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageHead title="Operator sign in" />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 0, sm: 4 },
          border: { xs: 0, sm: 1 },
          borderColor: { sm: 'divider' },
          bgcolor: { xs: 'transparent', sm: 'background.paper' },
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          Operator sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          For Telkom Cover operators who register employees and their vehicles.
        </Typography>
        {operator ? (
          <Stack spacing={2.5}>
            <Typography>
              You are signed in as <strong>{operator.displayName ?? operator.name}</strong>. To sign in with
              another account, sign out first.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" component={RouterLink} to={operatorHomeOf(operator)}>
                Continue
              </Button>
              <Button variant="outlined" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label="Operator sign in"
            onFocus={preloadChecks}
            onPointerDown={preloadChecks}
          >
            {error || errors.root ? (
              <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
                {errors.root?.message ?? failureMessage(error)}
              </Alert>
            ) : null}
            <Stack spacing={2.5}>
              <OutlinedTextField
                {...nameField}
                inputRef={nameRef}
                id="operator-name"
                label="Username"
                required
                autoComplete="username"
                error={Boolean(errors.name)}
                helperText={errors.name?.message ?? ' '}
                htmlInput={{ autoCapitalize: 'none', spellCheck: false, maxLength: 100 }}
              />
              <PasswordField
                {...passField}
                inputRef={passRef}
                id="operator-pass"
                label="Password"
                required
                autoComplete="current-password"
                error={Boolean(errors.pass)}
                helperText={errors.pass?.message ?? ' '}
              />
              <Button type="submit" variant="contained" size="large" disabled={isLoading || !hydrated}>
                {isLoading ? 'Signing in…' : 'Sign in'}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Container>
  );
}

/** The catalogue's operator message for refused credentials; the server's text for other failures. */
function failureMessage(error: unknown): string {
  const problem = readApiError(error);
  return problem.code === 'OPERATOR_LOGIN_FAILED' || problem.code === 'UNKNOWN'
    ? ERROR_CATALOGUE.OPERATOR_LOGIN_FAILED
    : problem.message;
}

export { OperatorSignInPage as Component };
