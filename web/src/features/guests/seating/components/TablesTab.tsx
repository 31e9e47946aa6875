import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { QueryStatus } from '../../../../components/QueryStatus';
import { useTables } from '../api/get-all-guests-table-data';
import { TableCard } from './TableCard';

export function TablesTab() {
  const query = useTables();
  const { data: tables, isFetching: refreshing, refetch } = query;
  const refresh = () => void refetch();
  const seated = tables?.reduce((sum, table) => sum + table.guests.length, 0) ?? 0;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{tables ? `${seated} guests seated` : ''}</Typography>
        <Button
          variant="outlined"
          onClick={refresh}
          disabled={refreshing}
          startIcon={refreshing && tables ? <CircularProgress size={16} /> : undefined}
        >
          Refresh
        </Button>
      </Box>
      <QueryStatus query={query} what="tables">
        {(loaded) => (
          <Grid container spacing={2}>
            {loaded.map((summary) => (
              <Grid key={summary.table} size={{ xs: 12, sm: 6, lg: 4 }}>
                <TableCard summary={summary} />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStatus>
    </Box>
  );
}
