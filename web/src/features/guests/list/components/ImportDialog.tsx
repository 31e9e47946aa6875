import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@contract/options';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ChangeEvent } from 'react';
import { useImportGuests, type ImportAnswer } from '../api/import-guests';
import { fieldName } from '../../editor/history-format';
import { useBackCloses } from '../../../../lib/use-back-closes';

const SHOWN_ROWS = 100;

/** Upload a CSV, see what it would add, update and leave alone (or every bad row), then apply it. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const importer = useImportGuests();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    if (!chosen) return;
    setTooBig(chosen.size > LIMITS.importCsvMax);
    if (chosen.size > LIMITS.importCsvMax) return;
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    setPreview(await importer.mutateAsync({ csv, dryRun: true }).catch(() => null));
  };

  const apply = async () => {
    if (!file) return;
    const answer = await importer.mutateAsync({ csv: file.csv, dryRun: false }).catch(() => null);
    if (!answer) return;
    if (!answer.ok) return setPreview(answer);
    enqueueSnackbar(answer.message, { variant: 'success' });
    onClose();
  };

  const result = preview?.result;
  const changes = result?.rows ?? [];
  return (
    <Dialog open={open} onClose={importer.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>Import guests</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A CSV file with a header row: first, last, phone, invitation, and any of id, rsvp, meal, dietary, table, seat,
          admin, disabled, language (the export&apos;s columns). Rows match guests by id, else by phone, else by name
          within the invitation; the rest are added. A blank cell leaves that field as it is. Nothing is written until
          you press Import, and nothing at all if any row is wrong.
        </DialogContentText>
        <input ref={input} hidden type="file" accept=".csv,text/csv" onChange={choose} aria-label="CSV file" />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={importer.isPending}>
          {file ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {file.name}
          </Typography>
        )}
        {tooBig && (
          <Alert severity="error" sx={{ mt: 2 }}>
            This file is larger than 1 MB. Split it in two and import each part.
          </Alert>
        )}
        {importer.isPending && !preview && <Typography sx={{ mt: 2 }}>Checking every row...</Typography>}
        {result && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
              <Chip label={`${result.added} to add`} color={result.added ? 'primary' : 'default'} />
              <Chip label={`${result.updated} to update`} color={result.updated ? 'primary' : 'default'} />
              <Chip label={`${result.unchanged} unchanged`} />
              <Chip
                label={(result.declines ?? 0) === 1 ? '1 decline' : `${result.declines ?? 0} declines`}
                color={result.declines ? 'primary' : 'default'}
              />
              <Chip
                label={result.errors.length === 1 ? '1 error' : `${result.errors.length} errors`}
                color={result.errors.length ? 'error' : 'default'}
              />
            </Box>
            {result.errors.length > 0 && (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Fix these rows, then choose the file again:</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {result.errors.map((error, index) => (
                    <li key={index}>
                      Row {error.row}: {error.message}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            {changes.length > 0 && (
              <Box component="ul" aria-label="Changes" sx={{ m: 0, pl: 2.5 }}>
                {changes.slice(0, SHOWN_ROWS).map((change) => (
                  <Typography component="li" variant="body2" key={change.row} sx={{ overflowWrap: 'anywhere' }}>
                    Row {change.row}: {change.action === 'add' ? 'add' : 'update'} {change.name}
                    {change.action === 'update' &&
                      ` (${Object.keys(change.changes)
                        .map((field) => fieldName(field).toLowerCase())
                        .join(', ')})`}
                  </Typography>
                ))}
                {changes.length > SHOWN_ROWS && <li>and {changes.length - SHOWN_ROWS} more</li>}
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={importer.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={!preview?.ok || importer.isPending || (result?.added ?? 0) + (result?.updated ?? 0) === 0}
        >
          {importer.isPending && preview ? 'Importing...' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
