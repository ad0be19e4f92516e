import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../components/money/format-money';
import { FactList } from '../../../components/policies/fact-list';
import { formatDate } from '../../../components/policies/labels';
import { SectionCard } from '../../../components/policies/section-card';
import { useGetGuideValuationsQuery, type BackofficePreInspectionDetail } from '../api/pre-inspections-api';
import { differencePercent, matchGuideEntry } from './guide-match';

/** A declared value this far above the guide's retail price is pointed out. */
const OVER_GUIDE_PERCENT = 10;

const MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (year: number, month: number) => MONTH.format(new Date(Date.UTC(year, month - 1, 15)));

/** The guide's figures for the vehicle, or why there are none. */
function useGuide(inspection: BackofficePreInspectionDetail) {
  const query = useGetGuideValuationsQuery({
    make: inspection.make.trim(),
    year: inspection.manufacturingYear,
  });
  const entry = query.data ? matchGuideEntry(query.data.data, inspection) : null;
  return { query, entry };
}

function Comparison({ inspection }: { inspection: BackofficePreInspectionDetail }) {
  const { query, entry } = useGuide(inspection);
  const declared = inspection.estimatedRetailPrice;
  if (query.isLoading)
    return <Skeleton variant="rounded" height={120} aria-label="Loading the valuation guide" />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load the valuation guide.
      </Alert>
    );
  const retail = entry?.ValueInformation.RetailPrice ?? 0;
  const newPrice = entry?.ValueInformation.NewPrice ?? 0;
  const percent = retail > 0 ? differencePercent(declared, retail) : null;
  const guideVehicle = entry
    ? `${entry.VehicleInformation.year} ${entry.VehicleInformation.make} ${entry.VehicleInformation.model}`
    : 'Not in the guide';
  return (
    <>
      <Table
        size="small"
        aria-label="Vehicle facts against the valuation guide"
        sx={{ tableLayout: 'fixed', '& th, & td': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: { xs: '26%', sm: '28%' } }} />
            <TableCell sx={{ fontWeight: 700 }}>Customer</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Valuation guide</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Vehicle
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {inspection.manufacturingYear} {inspection.make} {inspection.model}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{guideVehicle}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Retail value
            </TableCell>
            <TableCell>{formatMoney(declared)}</TableCell>
            <TableCell>{retail > 0 ? formatMoney(retail) : 'No price'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              New price
            </TableCell>
            <TableCell>—</TableCell>
            <TableCell>{newPrice > 0 ? formatMoney(newPrice) : 'No price'}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {query.data && entry ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Guide prices as at {formatDate(query.data.valuedOn)}.
        </Typography>
      ) : null}
      {percent === null ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {entry
            ? 'The guide has no retail price for this vehicle: check the declared value against the photos.'
            : 'This vehicle is not in the valuation guide: check the declared value against the photos.'}
        </Alert>
      ) : (
        <Alert severity={percent > OVER_GUIDE_PERCENT ? 'warning' : 'success'} sx={{ mt: 2 }}>
          {percent === 0
            ? 'The declared value is the guide’s retail price.'
            : `The declared value is ${formatMoney(Math.abs(declared - retail))} (${Math.abs(percent)}%) ${
                declared > retail ? 'above' : 'below'
              } the guide’s retail price.`}
          {percent > OVER_GUIDE_PERCENT ? ` That is more than ${OVER_GUIDE_PERCENT}% above.` : ''}
        </Alert>
      )}
    </>
  );
}

/** The vehicle facts the customer gave beside the valuation guide's figures for the same vehicle. */
export function VehicleValuation({ inspection }: { inspection: BackofficePreInspectionDetail }) {
  return (
    <SectionCard title="Vehicle and valuation" headerGap={1.5}>
      <Comparison inspection={inspection} />
      <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        Vehicle facts
      </Typography>
      <FactList
        facts={[
          { label: 'Registration number', value: inspection.registrationNo },
          { label: 'VIN', value: inspection.vinNo },
          { label: 'Engine number', value: inspection.engineNo },
          { label: 'Licence number on the disc', value: inspection.licenceNo },
          { label: 'Colour', value: inspection.color },
          {
            label: 'First registered',
            value: monthOf(inspection.vehicleRegistrationYear, inspection.vehicleRegistrationMonth),
          },
          { label: 'Odometer', value: `${inspection.odometerValue.toLocaleString('en-ZA')} km` },
        ]}
      />
    </SectionCard>
  );
}
