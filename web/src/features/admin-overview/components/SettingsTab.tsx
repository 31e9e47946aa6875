import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSettings } from '../api/get-settings';
import { SettingsCard } from './SettingsCard';

/** The console's Settings tab: the RSVP deadline and whether guests see their seats. */
export function SettingsTab() {
  const { data: settings } = useSettings();
  if (!settings) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={22} />
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  return <SettingsCard key={settings.updatedAt ?? 'never'} settings={settings} />;
}
