import type { Gift } from '@contract/last-weeks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState, type FormEvent } from 'react';
import { useGiftChanges, useGifts } from '../api/gifts';
import { envelopeName, useHouseholds, type Household } from '../api/households';
import { PrintSheet, type SheetKind } from './PrintSheets';
import { consoleDay, dayInputOf, instantOfDay } from '../../../lib/event-clock';

function AddGift({ households }: { households: Household[] }) {
  const [invtId, setInvtId] = useState('');
  const [what, setWhat] = useState('');
  // Received today on the wedding's clock unless the couple pick the day it came.
  const [received, setReceived] = useState(() => dayInputOf(new Date().toISOString()));
  const { create } = useGiftChanges();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const receivedAt = instantOfDay(received);
    const answer = await create.mutateAsync({ invtId, what, ...(receivedAt ? { receivedAt } : {}) }).catch(() => null);
    if (!answer) return;
    enqueueSnackbar(answer.message, { variant: 'success' });
    setWhat('');
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Record a gift" sx={{ display: 'grid', gap: 1.5 }}>
      {create.error && <Alert severity="error">{create.error.message}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 10rem auto' } }}>
        <TextField
          select
          size="small"
          label="From (invitation)"
          value={invtId}
          onChange={(e) => setInvtId(e.target.value)}
        >
          {households.map((household) => (
            <MenuItem key={household.invtId} value={household.invtId}>
              {envelopeName(household.people)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Gift"
          value={what}
          onChange={(e) => setWhat(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          size="small"
          type="date"
          label="Received on"
          value={received}
          onChange={(e) => setReceived(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={!invtId || !what.trim() || create.isPending}>
          {create.isPending ? 'Saving...' : 'Record gift'}
        </Button>
      </Box>
    </Box>
  );
}

function GiftRow({ gift, from }: { gift: Gift; from: string }) {
  const { update, remove } = useGiftChanges();
  const thanked = gift.thankedAt !== null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{gift.what}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          From {from}, received {consoleDay(gift.receivedAt, { fallback: 'on a day not recorded' })}
        </Typography>
      </Box>
      <TextField
        size="small"
        type="date"
        label="Received"
        value={dayInputOf(gift.receivedAt)}
        disabled={update.isPending}
        onChange={(event) => {
          const receivedAt = instantOfDay(event.target.value);
          if (receivedAt && event.target.value !== dayInputOf(gift.receivedAt)) {
            update.mutate({ id: gift.id, changes: { receivedAt } });
          }
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Day ${gift.what} was received` } }}
        sx={{ width: '10rem' }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={thanked}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({
                id: gift.id,
                changes: { thankedAt: event.target.checked ? new Date().toISOString() : null },
              })
            }
          />
        }
        label={thanked ? `Thanked ${consoleDay(gift.thankedAt)}` : 'Thank-you sent'}
      />
      <IconButton aria-label={`Remove ${gift.what}`} onClick={() => remove.mutate(gift.id)} disabled={remove.isPending}>
        <span aria-hidden="true">✕</span>
      </IconButton>
      {update.error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {update.error.message}
        </Alert>
      )}
    </Box>
  );
}

/** Gifts per invitation, the thank-you notes still to write, and the envelope labels, all printable. */
export function GiftsTab() {
  const gifts = useGifts();
  const households = useHouseholds();
  const [printing, setPrinting] = useState<SheetKind | null>(null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (gifts.isPending || households.isPending) return <Typography>Loading gifts...</Typography>;
  if (gifts.error || households.error) {
    return <Alert severity="error">{(gifts.error ?? households.error)?.message}</Alert>;
  }
  const list = households.data;
  const names = new Map(list.map((household) => [household.invtId, envelopeName(household.people)]));
  const toWrite = gifts.data.filter((gift) => !gift.thankedAt).length;
  const addressed = list.filter((household) => household.address).length;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined" component="section" aria-labelledby="gifts-heading" sx={{ p: 2, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography id="gifts-heading" component="h2" variant="h6">
            Gifts ({gifts.data.length}, {toWrite} thank-you {toWrite === 1 ? 'note' : 'notes'} to write)
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={() => setPrinting('thank-you')} disabled={toWrite === 0}>
              Print thank-you list
            </Button>
            <Button variant="outlined" size="small" onClick={() => setPrinting('labels')} disabled={addressed === 0}>
              Print envelope labels ({addressed})
            </Button>
          </Box>
        </Box>
        <AddGift households={list} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {gifts.data.map((gift) => (
            <GiftRow key={gift.id} gift={gift} from={names.get(gift.invtId) ?? gift.invtId} />
          ))}
        </Box>
        {gifts.data.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No gifts recorded yet.</Typography>}
      </Card>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {addressed} of {list.length} invitations have a mailing address. Guests can add theirs on their invitation page;
        you can add one in a guest&apos;s Details.
      </Typography>
      {printing && <PrintSheet kind={printing} gifts={gifts.data} households={list} />}
    </Box>
  );
}
