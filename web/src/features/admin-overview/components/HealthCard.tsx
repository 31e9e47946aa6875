import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { HEALTH_CHECK_TITLES } from '@contract/health';
import { useHealth } from '../api/get-health';

/** The site's health check: one line per thing that must work before guests are texted, each failure with its fix. */
export function HealthCard() {
  const { data, isPending, isFetching, refetch } = useHealth();
  const failing = data?.checks.filter((check) => !check.ok).length ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="health-heading" sx={{ p: 2, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id="health-heading" component="h2" variant="h6">
          Site health
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Checking...' : 'Check again'}
        </Button>
      </Box>
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} />
          <Typography>Checking the site, Google and Twilio...</Typography>
        </Box>
      ) : data ? (
        <>
          <Typography role="status" sx={{ mb: 1, fontWeight: 600, color: failing ? 'error.main' : 'success.main' }}>
            {failing
              ? `${failing} of ${data.checks.length} checks need attention before you text guests.`
              : 'Every check passed.'}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {data.checks.map((check) => (
              <Box
                component="li"
                key={check.id}
                data-check={check.id}
                data-ok={check.ok}
                sx={{ display: 'flex', gap: 1 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ fontWeight: 700, color: check.ok ? 'success.main' : 'error.main', minWidth: '1.2em' }}
                >
                  {check.ok ? '✓' : '✗'}
                </Box>
                <div>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {HEALTH_CHECK_TITLES[check.id] ?? check.id}: {check.ok ? 'OK' : 'needs attention'}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {check.detail}
                  </Typography>
                </div>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        <Typography>The health check did not answer. Try &quot;Check again&quot;.</Typography>
      )}
    </Card>
  );
}
