import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import { DocumentCheck } from './DocumentCheck';
import { VerificationLog } from './VerificationLog';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2, md: 3 }, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /qr-code: staff check a printed tax note or receipt, by camera or by pasting what a scanner
 * read, even with no network; below, the log of every online check.
 */
export function QrCodePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1100, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader title={translate('qrCode.title')} subtitle={translate('qrCode.subtitle')} icon={QrCode2Icon} />
      <Section id="qr-code-check-title" title={translate('qrCode.check.title')}>
        <DocumentCheck />
      </Section>
      <Section id="qr-code-log-title" title={translate('qrCode.log.title')}>
        <VerificationLog />
      </Section>
    </Box>
  );
}
