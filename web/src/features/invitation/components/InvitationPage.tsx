import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { wedding } from '../../../../../wedding.config';
import { signOut } from '../../../lib/sign-out';

export function InvitationPage() {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1">
        {wedding.logoText}
      </Typography>
      <Button onClick={() => signOut()}>Sign out</Button>
    </Box>
  );
}
