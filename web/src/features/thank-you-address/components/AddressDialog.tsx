import type { Address } from '@contract/address';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../../stores/language';
import { toast } from '../../../stores/toast';
import { getAddress, putAddress } from '../api/address';
import { addressWords } from '../address-words';
import { ADDRESS_MAX } from '../address-max';
import { useBackCloses } from '../../../lib/use-back-closes';

type Fields = Address;
type Field = keyof Fields;
const empty: Fields = { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' };
const max = ADDRESS_MAX;
const autoComplete: Record<Field, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};
const ORDER: Field[] = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'];

/** The invitation's mailing address for a thank-you card: optional, saved for everyone on the invitation. */
export default function AddressDialog({ onClose }: { onClose: () => void }) {
  useBackCloses(true, onClose);
  const language = useLanguage((state) => state.language);
  const words = addressWords[language];
  const t = useT();
  const [form, setForm] = useState<Fields>(empty);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    void getAddress().then((answer) => {
      if (!live) return;
      if (!answer.error && answer.data?.address) setForm({ ...empty, ...answer.data.address });
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);

  const check = (): Partial<Record<Field, string>> => ({
    ...(form.line1.trim() ? {} : { line1: words.required }),
    ...(form.city.trim() ? {} : { city: words.required }),
    ...(/^[a-zA-Z]{2}$/.test(form.country.trim()) || !form.country.trim() ? {} : { country: words.country }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const answer = await putAddress(form);
    setSaving(false);
    // The server answers in the guest's language: its message is shown as it is.
    if (answer.error) return setFailure(answer.code === 0 ? t.somethingWentWrong : answer.message);
    toast(answer.message, 'success');
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="address-title">
      {/* A column that fits the dialog: the fields scroll, the buttons stay in sight below them. */}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="address-title">{words.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{words.why}</Typography>
          {failure && (
            <Typography role="alert" sx={{ color: 'error.main', mb: 2 }}>
              {failure}
            </Typography>
          )}
          {loading ? (
            <Typography role="status">{words.loading}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {ORDER.map((field) => (
                <Box
                  key={field}
                  sx={field === 'line1' || field === 'line2' ? { gridColumn: { sm: '1 / -1' } } : undefined}
                >
                  <Typography component="label" htmlFor={`address-${field}`} sx={{ display: 'block', mb: 0.5 }}>
                    {words.labels[field]}
                    {field === 'line1' || field === 'city' ? ' *' : ''}
                  </Typography>
                  <OutlinedInput
                    id={`address-${field}`}
                    fullWidth
                    size="small"
                    value={form[field]}
                    error={Boolean(problems[field])}
                    onChange={(event) => setForm({ ...form, [field]: event.target.value })}
                    slotProps={{
                      input: {
                        maxLength: max[field],
                        autoComplete: autoComplete[field],
                        'aria-invalid': Boolean(problems[field]),
                        'aria-describedby': problems[field] ? `address-${field}-problem` : undefined,
                        'aria-required': field === 'line1' || field === 'city',
                      },
                    }}
                  />
                  {problems[field] && (
                    <Typography
                      id={`address-${field}-problem`}
                      role="alert"
                      sx={{ color: 'error.main', fontSize: '0.85rem', mt: 0.5 }}
                    >
                      {problems[field]}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          )}
        </DialogContent>
        {/* Each button keeps its words on one line ('Ahora no'); the two go one above the other if need be. */}
        <DialogActions
          sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1, '& > .MuiButton-root': { whiteSpace: 'nowrap', m: 0 } }}
        >
          <Button onClick={onClose}>{words.later}</Button>
          <Button type="submit" variant="contained" disabled={loading || saving}>
            {saving ? words.saving : words.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
