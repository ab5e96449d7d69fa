import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatDayTime, formatNumber } from '../../src/domain/format';
import { useLanguage } from '../../src/client/providers/use-language';
import { fetchChainHeads, shortHash, type RecordedChainHead } from './chain-heads-api';

/** One chain: its last entry, fingerprint (shortened, copied whole) and when it was written down. */
function ChainHeadCard({ head }: { head: RecordedChainHead }) {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`auditChain.${key}`, options);
  const name = t(`kinds.${head.kind}`);
  const copy = async (hash: string) => {
    try {
      await navigator.clipboard.writeText(hash);
      notify(t('copied'), { type: 'info' });
    } catch {
      notify(t('copyFailed'), { type: 'warning' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`chain-head-${head.kind}`}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {name}
      </Typography>
      {head.rowHash === null || head.lastId === null ? (
        <>
          <Typography variant="body2">{t('notRecorded')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('notRecordedHint')}
          </Typography>
        </>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('lastEntry')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {t('entry', { id: formatNumber(head.lastId, language), position: formatNumber(head.lastSeq, language) })}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('fingerprint')}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" title={head.rowHash} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'clip' }}>
              {shortHash(head.rowHash)}
            </Typography>
            <Tooltip title={t('copy', { chain: name })}>
              <IconButton size="small" aria-label={t('copy', { chain: name })} onClick={() => void copy(head.rowHash!)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('recordedAt')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDayTime(head.recordedAt)}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The project's audit-trail seal on the overview: the latest heads of its hash chains as the daily
 * job wrote them down, so a provincial auditor can copy them and hold the trail to them later.
 */
export function ChainHeadsPanel({ projectKey }: { projectKey: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`auditChain.${key}`);
  const heads = useQuery({ queryKey: ['chainHeads', projectKey], queryFn: () => fetchChainHeads(projectKey), retry: false });
  return (
    <Box component="section" aria-labelledby="chain-heads-title" sx={{ mt: 3 }}>
      <Typography id="chain-heads-title" component="h2" variant="h6">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
        {t('intro')}
      </Typography>
      {heads.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : heads.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" startIcon={<RefreshIcon />} onClick={() => void heads.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' }}>
          {heads.data.map((head) => (
            <ChainHeadCard key={head.kind} head={head} />
          ))}
        </Box>
      )}
    </Box>
  );
}
