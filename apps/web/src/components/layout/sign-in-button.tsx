import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { SignInEntryPoint } from './sign-in-entry-points';

const menu = lazyWithPreload(() => import('./sign-in-menu').then((module) => module.SignInMenu));

/** "Sign in" in the header: opens a menu of the enabled audiences. Renders nothing when none is enabled. */
export function SignInButton({ entries }: { entries: readonly SignInEntryPoint[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  if (entries.length === 0) return null;
  const SignInMenu = menu.Component;

  return (
    <>
      <Button
        variant="contained"
        id="sign-in-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'sign-in-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        Sign in
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SignInMenu anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
