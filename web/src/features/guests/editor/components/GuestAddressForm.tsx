import type { AddressInput } from '@contract/last-weeks';
import { ADDRESS_LIMITS } from '@contract/last-weeks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSaveGuest } from '../hooks/use-save-guest';
import type { AdminGuest } from '../../shared/types';

type Fields = Required<AddressInput>;
const empty: Fields = { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' };

const FIELDS: { name: keyof Fields; label: string; max: number; autoComplete: string }[] = [
  { name: 'line1', label: 'Street address', max: ADDRESS_LIMITS.lineMax, autoComplete: 'address-line1' },
  { name: 'line2', label: 'Apartment, suite (optional)', max: ADDRESS_LIMITS.lineMax, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', max: ADDRESS_LIMITS.cityMax, autoComplete: 'address-level2' },
  { name: 'region', label: 'State or region', max: ADDRESS_LIMITS.regionMax, autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'ZIP or postal code', max: ADDRESS_LIMITS.postalCodeMax, autoComplete: 'postal-code' },
  { name: 'country', label: 'Country (two letters)', max: 2, autoComplete: 'country' },
];

/** The invitation's mailing address (for envelopes and thank-you cards): saved on each of its guests. */
export function GuestAddressForm({ base, readOnly }: { base: AdminGuest; readOnly: boolean }) {
  const [form, setForm] = useState<Fields>({ ...empty, ...base.address });
  const { save: saveGuest, saving, error } = useSaveGuest();
  const blank = !form.line1.trim() && !form.city.trim();

  const save = async (address: Fields | null) => {
    await saveGuest(base.id, { address }, address ? 'Address saved for the invitation.' : 'Address removed.');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(blank ? null : form);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="address-heading" sx={{ mt: 3 }}>
      <Typography id="address-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Mailing address
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        The invitation&apos;s address, for envelope labels and thank-you cards: saving it here saves it for everyone on
        the invitation.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            value={form[field.name]}
            disabled={readOnly}
            onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: field.max, autoComplete: field.autoComplete } }}
            sx={field.name === 'line1' || field.name === 'line2' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
        {base.address && (
          <Button onClick={() => void save(null)} disabled={readOnly || saving}>
            Remove address
          </Button>
        )}
        <Button type="submit" variant="outlined" disabled={readOnly || saving || (blank && !base.address)}>
          {saving ? 'Saving...' : 'Save address'}
        </Button>
      </Box>
    </Box>
  );
}
