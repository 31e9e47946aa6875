import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../../stores/session';
import { useConsoleGuests } from '../../shared/api/get-console-guests';
import { MyAlertsForm } from './MyAlertsForm';

/** Settings' "Your alerts": the signed-in admin's own email alerts, where a couple looks for them. */
export function YourAlertsCard() {
  const selfId = useSession((state) => state.id);
  const guests = useConsoleGuests();
  const self = guests.data?.find((guest) => guest.id === selfId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="your-alerts-heading" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="your-alerts-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Your alerts
      </Typography>
      {guests.isPending && <Typography role="status">Loading your alerts...</Typography>}
      {guests.error && <Alert severity="error">{guests.error.message}</Alert>}
      {self && <MyAlertsForm key={`${self.id}-${self.notify}`} self={self} idPrefix="your-alerts" />}
      {guests.data && !self && (
        <Alert severity="info">Your own guest record was not found: alerts are kept on it.</Alert>
      )}
    </Card>
  );
}
