import { FormControlLabel, Switch } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { useSettings } from '../../lib/settings';

/** spec 002 §4: the optional $1 donation; shown only when the site setting enables it. */
export function DonationToggle({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const { donationEnabled } = useSettings();
  if (!donationEnabled) return null;
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
      label={PaymentMessages.donationLabel}
    />
  );
}
