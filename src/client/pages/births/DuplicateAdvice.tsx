import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { looksLikeTwins } from '../../../domain/health-duplicates';
import type { Birth } from './births-api';

/**
 * What the approver should do with a flagged pair (admin-health C7): twins are told apart from one
 * child declared twice, and in both cases the earlier declaration is the one to keep, so the
 * supervisor never has to guess which of two look-alike cards to approve.
 */
export function DuplicateAdvice({ birth, duplicate }: { birth: Birth; duplicate: Birth }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`births.queue.${key}`, options);
  const thisFirst = birth.createdAt <= duplicate.createdAt;
  const name = { name: duplicate.childName };
  if (looksLikeTwins(birth, duplicate))
    return (
      <Alert severity="info" sx={{ flexBasis: '100%' }}>
        {t('twins')} {t('twinsAdvice')} {t(thisFirst ? 'twinsKeepThis' : 'twinsKeepOther', name)}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ flexBasis: '100%' }}>
      {t('sameChild')} {t(thisFirst ? 'keepThis' : 'keepOther', name)}
    </Alert>
  );
}
