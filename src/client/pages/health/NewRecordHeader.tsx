import { Typography } from '@mui/material';
import { BackLink } from './BackLink';

/** The top of a "declare" or "create" screen: back to the register, then the screen's title. */
export function NewRecordHeader({ backTo, backLabel, title }: { backTo: string; backLabel: string; title: string }) {
  return (
    <>
      <BackLink to={backTo} label={backLabel} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
    </>
  );
}
