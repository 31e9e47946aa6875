import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** A link-styled button between the sign-in steps ("Sign in with email instead", "Go back", ...). */
export function StepLink({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      component="button"
      type="button"
      underline="always"
      onClick={onClick}
      disabled={disabled}
      sx={{ fontSize: '1rem' }}
    >
      {children}
    </Link>
  );
}
