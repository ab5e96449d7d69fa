import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate, type HttpError } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../use-debounced-value';
import { BIRTH_QUEUE, birthsApi, type Birth } from './births-api';
import { BirthFacts } from './BirthFacts';
import { BirthSyncChip, DuplicateChip } from './BirthSyncChip';
import { RejectBirthDialog } from './RejectBirthDialog';
import { DuplicateAdvice } from './DuplicateAdvice';
import { ApproveDialog } from '../health/ApproveDialog';
import { useNotifySuccess } from '../../providers/use-notify-success';

const PER_PAGE = 10;

/** The declarations a waiting one probably repeats, read one by one (a handful at most). */
export function useDuplicates(keys: string[]) {
  return useQuery({
    queryKey: ['births', 'duplicates', ...keys],
    // One duplicate the reader cannot open (another hospital's, since deleted) leaves the others named.
    queryFn: async () => {
      const reads = await Promise.allSettled(keys.map((key) => birthsApi.get(key)));
      const found = reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : []));
      // None readable is a failure the queue says; a partial answer is shown as far as it goes.
      if (!found.length) throw (reads[0] as PromiseRejectedResult).reason;
      return found;
    },
    enabled: keys.length > 0,
  });
}

/** One waiting declaration beside its probable duplicates, with the decision buttons. */
function QueueItem({ birth, onDecided }: { birth: Birth; onDecided: () => void }) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const duplicates = useDuplicates(birth.probableDuplicates);
  const [rejecting, setRejecting] = useState(false);
  // Approving cannot be undone: the queue asks first, as the declaration's own page does (admin-health D25).
  const [approving, setApproving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`births.queue.${key}`, options);

  /** 409: another supervisor decided first; the queue is read again so the item leaves. */
  const failureText = (failure: unknown) =>
    (failure as HttpError).status === 409 || (failure as HttpError).status === 412 ? t('race') : (failure as Error).message || translate('errors.generic');
  const approve = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await birthsApi.approve(birth);
      notifySuccess('births.queue.approved', { messageArgs: { name: birth.childName } });
      onDecided();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
      setApproving(false);
    }
  };
  const reject = async (reason: string) => {
    try {
      await birthsApi.reject(birth, reason);
    } catch (failure) {
      throw new Error(failureText(failure));
    }
    notifySuccess('births.queue.rejected', { messageArgs: { name: birth.childName } });
    setRejecting(false);
    onDecided();
  };

  const heading = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        <Link to={`/birth/${birth._key}`}>{birth.childName}</Link>
      </Typography>
      <BirthSyncChip state={birth.syncState} approved={birth.approved} />
      <DuplicateChip count={birth.probableDuplicates.length} />
    </Box>
  );
  return (
    <Paper component="article" aria-label={birth.childName} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: birth.probableDuplicates.length ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
        }}
      >
        <BirthFacts birth={birth} heading={heading} />
        {birth.probableDuplicates.length > 0 && (
          <Box
            sx={{
              borderLeft: { md: 2 },
              borderTop: { xs: 2, md: 0 },
              borderColor: { xs: 'error.main', md: 'error.main' },
              pl: { md: 2 },
              pt: { xs: 2, md: 0 },
              display: 'grid',
              gap: 2,
            }}
          >
            {duplicates.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
            {duplicates.isError && <Alert severity="warning">{t('duplicatesFailed')}</Alert>}
            {duplicates.data?.map((duplicate) => (
              <BirthFacts
                key={duplicate._key}
                birth={duplicate}
                heading={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {t('duplicateOf')} <Link to={`/birth/${duplicate._key}`}>{duplicate.childName}</Link>
                    </Typography>
                    <BirthSyncChip state={duplicate.syncState} approved={duplicate.approved} />
                    <DuplicateAdvice birth={birth} duplicate={duplicate} />
                  </Box>
                }
              />
            ))}
          </Box>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert" action={<Button onClick={onDecided}>{t('reload')}</Button>}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => setApproving(true)}>
          {t('approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setRejecting(true)}>
          {t('reject')}
        </Button>
      </Stack>
      {approving && (
        <ApproveDialog
          titleId={`approve-birth-${birth._key}`}
          title={translate('births.detail.approveTitle', { name: birth.childName })}
          body={translate('births.detail.approveBody')}
          cancelLabel={translate('births.detail.cancel')}
          approveLabel={t('approve')}
          busy={busy}
          onClose={() => setApproving(false)}
          onApprove={() => void approve()}
        />
      )}
      {rejecting && <RejectBirthDialog name={birth.childName} onClose={() => setRejecting(false)} onConfirm={reject} />}
    </Paper>
  );
}

/** The approval queue (Health Approver): waiting declarations, oldest first, each with its probable duplicates. */
export function ApprovalQueue() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const list = useGetList<Birth>(BIRTH_QUEUE, {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { data = [], total = 0 } = list;
  const body = () => {
    if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (list.error)
      return (
        <Alert severity="error" role="alert" action={<Button onClick={() => void list.refetch()}>{translate('births.queue.reload')}</Button>}>
          {(list.error as Error).message || translate('errors.generic')}
        </Alert>
      );
    if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate('births.queue.empty')}</Typography>;
    const pages = Math.ceil(total / PER_PAGE);
    return (
      <>
        <Typography color="text.secondary">{translate('births.queue.count', { smart_count: total })}</Typography>
        {data.map((birth) => (
          <QueueItem key={birth._key} birth={birth} onDecided={() => void list.refetch()} />
        ))}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} aria-label={translate('births.queue.pages')} />}
      </>
    );
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <TextField
        type="search"
        label={translate('births.page.filters.q')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        size="small"
        sx={{ maxWidth: 420 }}
      />
      {body()}
    </Stack>
  );
}
