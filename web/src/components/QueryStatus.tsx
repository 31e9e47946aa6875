import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The part of a TanStack Query result this needs (a type only: the guest pages never load the library). */
type Loadable<T> = {
  data: T | undefined;
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: Loadable<T>;
  /** What is being loaded, as it ends 'The ... could not be loaded.' */
  what: string;
  children: (data: T) => ReactNode;
};

/**
 * The admin area's one way to wait for server data: a spinner while it loads, a message and
 * 'Try again' when it failed, and the children once it is there. Data already loaded stays on
 * screen when a later refresh fails (the error toast says so).
 */
export function QueryStatus<T>({ query, what, children }: Props<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.status === 'error' && !query.isFetching) {
    return (
      <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 1.5 }}>The {what} could not be loaded.</Typography>
        <Button variant="outlined" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  return (
    <Box
      role="status"
      aria-label={`Loading the ${what}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
    >
      {/* The guest list's wait reads 'Loading...' as it always has; the spinner itself is decoration. */}
      <CircularProgress size={22} aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
