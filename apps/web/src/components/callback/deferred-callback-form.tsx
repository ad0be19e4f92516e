import { Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { Placeholder } from '../layout/placeholder';
import { prefetchWhenIdle } from '../../lib/when-idle';
import type { CallbackRequestFormProps } from './callback-request-form';

const form = lazyWithPreload(() =>
  import('./callback-request-form').then((module) => module.CallbackRequestForm),
);

/** Measured height of the form per breakpoint, so nothing below moves when it appears. */
const FORM_MIN_HEIGHT = { xs: 611, sm: 590, md: 611, lg: 568 };

function FormPlaceholder() {
  return (
    <Stack spacing={2.5} aria-hidden sx={{ minHeight: FORM_MIN_HEIGHT }}>
      {[0, 1, 2, 3].map((index) => (
        <Placeholder key={index} height="56px" />
      ))}
      <Placeholder height="72px" />
      <Placeholder height="52px" />
    </Stack>
  );
}

/**
 * The call back form for below-the-fold placements: its code (and the form and validation libraries)
 * downloads when the form comes near the screen or the browser is idle, not with the first paint. With
 * the data saver on, only when it comes near the screen: a visitor who never scrolls to it does not pay
 * for it.
 */
export function DeferredCallbackForm(props: CallbackRequestFormProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // The placeholder first, everywhere: a prerendered page's HTML has it, so hydration finds it too.
  const [wanted, setWanted] = useState(false);
  const CallbackRequestForm = form.Component;

  useEffect(() => {
    if (wanted) return;
    const element = anchor.current;
    const load = () => {
      void form.preload();
      setWanted(true);
    };
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      {
        rootMargin: '600px 0px',
      },
    );
    if (element) observer.observe(element);
    const cancelIdle = prefetchWhenIdle(() => void form.preload(), 4000);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted]);

  return (
    <Box ref={anchor}>
      {wanted ? (
        <Suspense fallback={<FormPlaceholder />}>
          <CallbackRequestForm {...props} />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Box>
  );
}
