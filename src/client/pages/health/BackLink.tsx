import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** The "back to the register" button above a health record or form, on a line of its own. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <div>
      <Button component={Link} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {label}
      </Button>
    </div>
  );
}
