import { Link as RouterLink } from 'react-router';
import { get, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DEVICE_MESSAGES, imeiTakenByYou } from '@cover/domain/device';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppDispatch } from '../../../../app/hooks';
import { headerPanelOpened } from '../../../../components/layout/header-panels-slice';
import type { DeviceFamily } from '../api/purchase-api';
import { useGetDevicePoliciesQuery } from '../api/servicing-api';
import { DEVICE_PURCHASE_PATHS } from './paths';

const PLACED = { alignSelf: 'flex-start' } as const;

/** Whether the refusal names the customer's own policy (imeiTakenByYou: its words before the number). */
const namesYours = (message: string) => message.startsWith(imeiTakenByYou('').slice(0, -1));

/** Whether a message at the IMEI field is the server's refusal of the phone (not the field's own rules). */
export const isImeiRefusal = (message: string | undefined): message is string =>
  message === DEVICE_MESSAGES.imeiTaken ||
  message === DEVICE_MESSAGES.imeiClaimedLost ||
  (message !== undefined && namesYours(message));

/** The customer's own device policy the refusal names: its page; null while the list loads or if none. */
function useNamedPolicy(family: DeviceFamily, message: string) {
  const named = namesYours(message);
  const policies = useGetDevicePoliciesQuery({ family }, { skip: !named });
  if (!named) return null;
  const policy = policies.data?.data.find((entry) => message.includes(entry.policyNumber));
  return policy
    ? {
        to: DEVICE_PURCHASE_PATHS.policy(family, policy.policyId),
        label: `View policy ${policy.policyNumber}`,
      }
    : null;
}

/**
 * The next step after the server's refusal of a phone at the IMEI field (QA walk 11 no. 1): the customer's
 * own policy that insures it, or a call back (the header's dialog) for a phone insured by someone else or
 * claimed as lost or stolen.
 */
export function ImeiRefusalNextStep({
  family,
  message,
  placed = PLACED,
}: {
  family: DeviceFamily;
  message: string;
  /** where the button sits in its parent (a column by default) */
  placed?: SxProps<Theme>;
}) {
  const dispatch = useAppDispatch();
  const named = useNamedPolicy(family, message);
  if (named)
    return (
      <Button component={RouterLink} to={named.to} variant="outlined" sx={placed}>
        {named.label}
      </Button>
    );
  if (namesYours(message)) return null;
  return (
    <Button variant="outlined" onClick={() => dispatch(headerPanelOpened('callback'))} sx={placed}>
      Request a call back
    </Button>
  );
}

/**
 * The next step under a form's IMEI field (ImeiField) while the message at it is the server's refusal of
 * the phone (the wizard's phone step, standalone credit life on a financed phone); nothing otherwise.
 */
export function ImeiFieldRefusal<T extends FieldValues>({
  family,
  form,
  name,
  placed,
}: {
  family: DeviceFamily;
  form: Pick<UseFormReturn<T>, 'control'>;
  name: FieldPath<T>;
  placed?: SxProps<Theme>;
}) {
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return isImeiRefusal(message) ? (
    <ImeiRefusalNextStep family={family} message={message} placed={placed} />
  ) : null;
}
