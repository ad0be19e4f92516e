import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { SectionCard } from '../../../components/policies/section-card';
import type { BackofficePreInspectionDetail } from '../api/pre-inspections-api';

/** The valuation guide's prices for the vehicle, when the API gives them (cents). */
export interface GuideValuation {
  retailPrice: number | null;
  newPrice: number | null;
  source?: string | null;
}

/** A declared value this far above the guide's retail price is pointed out. */
const OVER_GUIDE_FACTOR = 1.1;

/** The vehicle facts the customer gave against the valuation: declared value vs the guide's retail and new price. */
export function VehicleValuation({
  inspection,
  guide,
}: {
  inspection: BackofficePreInspectionDetail;
  guide: GuideValuation | null;
}) {
  const declared = inspection.estimatedRetailPrice;
  const over = guide?.retailPrice ? declared > guide.retailPrice * OVER_GUIDE_FACTOR : false;
  return (
    <SectionCard title="Vehicle and valuation" headerGap={1.5}>
      <FactList
        facts={[
          {
            label: 'Vehicle',
            value: `${inspection.manufacturingYear} ${inspection.make} ${inspection.model}`,
          },
          { label: 'Registration number', value: inspection.registrationNo },
          { label: 'VIN', value: inspection.vinNo },
          { label: 'Engine number', value: inspection.engineNo },
          { label: 'Colour', value: inspection.color },
          { label: 'Licence number', value: inspection.licenceNo },
          {
            label: 'First registered',
            value: `${String(inspection.vehicleRegistrationMonth).padStart(2, '0')}/${inspection.vehicleRegistrationYear}`,
          },
          { label: 'Odometer', value: `${inspection.odometerValue.toLocaleString('en-ZA')} km` },
        ]}
      />
      <Box
        data-testid="valuation"
        sx={{
          mt: 2.5,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <FactList
          columns={3}
          facts={[
            { label: 'Declared value', value: <Money cents={declared} /> },
            {
              label: 'Guide retail price',
              value: guide?.retailPrice ? <Money cents={guide.retailPrice} /> : 'Not in the guide',
            },
            {
              label: 'Guide new price',
              value: guide?.newPrice ? <Money cents={guide.newPrice} /> : 'Not in the guide',
            },
          ]}
        />
      </Box>
      {over ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The declared value is more than 10% above the guide’s retail price.
        </Alert>
      ) : null}
    </SectionCard>
  );
}
