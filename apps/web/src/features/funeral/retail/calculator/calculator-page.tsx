import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FuneralQuote } from '@cover/domain/funeral';
import { useAppDispatch } from '../../../../app/hooks';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { useAnswersGivenBeforeHydration } from '../../../../lib/hydration/answers-before-hydration';
import { QuoteBreakdown } from '../../shared/quote-breakdown';
import { PageFrame } from '../../../../components/page/page-frame';
import { FORM_CHECK_UNAVAILABLE } from '../../../../lib/forms/check-unavailable';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import {
  calculatorChoices,
  CONFIRMING_PRICE,
  INITIAL_CALCULATOR_VALUES,
  PRICE_UNCONFIRMED,
  priceInitialValues,
  visibleErrors,
  type CalculatorResult,
  type CalculatorValues,
} from './calculator-input';
import {
  CalculatorCoverSection,
  CalculatorFamilySection,
  CalculatorMembersSection,
  type SetCalculatorValue,
} from './calculator-sections';
import { useCalculatorChecks } from './use-calculator-checks';

/**
 * The public funeral cover calculator (/funeral): the premium is worked out in the browser with the
 * domain's calculateFuneralCover on every change, and confirmed by the public getCoverCalculate route.
 * The opening values are priced without the input checks, which download once the page is up.
 */
export function FuneralCalculatorPage() {
  return (
    <PageFrame
      title="Funeral cover calculator"
      intro="Choose your cover and who to include. Your monthly premium updates as you go; no sign-in needed."
    >
      <FuneralCalculator />
    </PageFrame>
  );
}

/** The calculator's answers and premium: what renders again as a visitor answers (not the page around it). */
function FuneralCalculator() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<CalculatorValues>(INITIAL_CALCULATOR_VALUES);
  // The page is prerendered: answers given on a slow phone before it hydrates are kept.
  const form = useRef<HTMLFormElement>(null);
  useAnswersGivenBeforeHydration(form);
  const set: SetCalculatorValue = (field, value) => setValues((current) => ({ ...current, [field]: value }));

  const checks = useCalculatorChecks();
  const initial = useMemo(() => priceInitialValues(), []);
  const calculate = checks.loaded?.calculateInBrowser;
  /** The price of some values, or null while their checks are still downloading. */
  const priceOf = useCallback(
    (of: CalculatorValues): CalculatorResult | null =>
      calculate ? calculate(of) : of === INITIAL_CALCULATOR_VALUES ? initial : null,
    [calculate, initial],
  );
  const local = useMemo(() => priceOf(values), [priceOf, values]);
  const settled = useDebouncedValue(values);
  const settledLocal = useMemo(() => priceOf(settled), [priceOf, settled]);
  // Each change made before the checks are here starts their download, or tries it again after it failed
  // (the page starts it once idle, use-calculator-checks.ts).
  const { unavailable, load } = checks;
  const loaded = Boolean(checks.loaded);
  useEffect(() => {
    if (!loaded && values !== INITIAL_CALCULATOR_VALUES) void load();
  }, [values, loaded, load]);
  // Errors show once a field was left or 'Get this cover' was pressed, not before anything is typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const touch = (path: string) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  const errors = visibleErrors(local && !local.ok ? local.errors : {}, touched, submitted);
  // While a change waits for the checks, the last price stays on screen.
  const lastQuote = useRef<FuneralQuote | null>(null);
  if (local) lastQuote.current = local.ok ? local.quote : null;
  const quote = local ? (local.ok ? local.quote : null) : lastQuote.current;

  // The answers on screen now, for a press still waiting for the checks to download.
  const latestValues = useRef(values);
  latestValues.current = values;
  const start = async () => {
    // Values on screen that were priced go on; others wait for their checks (the status line says why
    // when those cannot download). A press that waited goes on only with the answers it was made on:
    // once they have changed, the visitor is still answering, and presses again when done.
    const result = local ?? (await load())?.calculateInBrowser(values);
    if (!result || latestValues.current !== values) return;
    if (!result.ok) {
      setSubmitted(true);
      return;
    }
    dispatch(funeralQuoteActions.startedFromCalculator(calculatorChoices(values)));
    void navigate(FUNERAL_PATHS_WEB.apply);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack
        ref={form}
        spacing={3}
        component="form"
        noValidate
        aria-label="Cover calculator"
        onSubmit={(event) => event.preventDefault()}
      >
        <CalculatorCoverSection
          coverType={values.coverType}
          coverOption={values.coverOption}
          onCoverTypeChange={(coverType) => set('coverType', coverType)}
          onCoverOptionChange={(option) => set('coverOption', option)}
          error={errors.coverOption}
        />
        <CalculatorMembersSection
          members={{
            mainMemberAge: values.mainMemberAge,
            numberOfChildren: values.numberOfChildren,
            spouseIncluded: values.spouseIncluded,
            spouseAge: values.spouseAge,
          }}
          errors={errors}
          onChange={set}
          onTouch={touch}
        />
        <CalculatorFamilySection
          relatives={values.extendedFamily}
          errors={errors}
          onChange={set}
          onTouch={touch}
        />
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Premium breakdown"
        sx={{ p: { xs: 2, md: 3 }, position: { lg: 'sticky' }, top: { lg: 88 } }}
      >
        {quote ? (
          <QuoteBreakdown quote={quote} titleComponent="h2" />
        ) : (
          <Alert severity="info">
            {Object.keys(errors).length > 0
              ? 'Complete the highlighted fields to see your premium.'
              : 'Complete the fields on this page to see your premium.'}
          </Alert>
        )}
        <Box
          role="status"
          aria-live="polite"
          sx={{ minHeight: 28, mt: 1.5, typography: 'body2', color: 'text.secondary' }}
        >
          {!local ? (
            unavailable ? (
              FORM_CHECK_UNAVAILABLE
            ) : (
              'Working out your premium…'
            )
          ) : checks.loaded ? (
            <checks.loaded.PriceConfirmation
              settled={settled}
              settledPrices={Boolean(settledLocal?.ok)}
              premium={local.ok ? local.quote.suggestedPremium : null}
              isSettled={settled === values}
            />
          ) : local.ok ? (
            unavailable ? (
              PRICE_UNCONFIRMED
            ) : (
              CONFIRMING_PRICE
            )
          ) : null}
        </Box>
        <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={() => void start()}>
          Get this cover
        </Button>
      </Paper>
    </Box>
  );
}
