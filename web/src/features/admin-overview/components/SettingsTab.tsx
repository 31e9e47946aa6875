import Box from '@mui/material/Box';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSettings } from '../api/get-settings';
import { FinalCountSettings } from './FinalCountSettings';
import { SettingsCard } from './SettingsCard';

/** The console's Settings tab: the RSVP deadline and whether guests see their seats. */
export function SettingsTab() {
  const settings = useSettings();
  return (
    <QueryStatus query={settings} what="settings">
      {(current) => (
        <>
          <SettingsCard key={current.updatedAt ?? 'never'} settings={current} />
          <Box sx={{ mt: 2 }}>
            <FinalCountSettings key={`final-${current.updatedAt ?? 'never'}`} settings={current} />
          </Box>
        </>
      )}
    </QueryStatus>
  );
}
