import { useTranslate } from 'react-admin';
import { BatchResultDialog } from '../../layout/BatchResultDialog';
import type { EnforcementResult } from './recoverment-api';

type Props = { outcome: EnforcementResult; references: Record<string, string>; onClose: () => void };

/** What a move to enforcement did: how many notes moved, and each one left out with why. */
export function EnforcementResultDialog({ outcome, references, onClose }: Props) {
  const translate = useTranslate();
  const { moved, skipped } = outcome;
  return (
    <BatchResultDialog
      id="enforcement-result"
      title={translate('recoverment.enforcementResult.title')}
      doneText={translate('recoverment.enforcementResult.moved', { smart_count: moved.length })}
      doneCount={moved.length}
      leftOutText={translate('recoverment.enforcementResult.skipped', { smart_count: skipped.length })}
      leftOut={skipped.map((skip) => ({ key: skip.key, reason: translate(`recoverment.enforcementResult.reasons.${skip.reason}`, { _: skip.reason }) }))}
      references={references}
      closeLabel={translate('recoverment.actions.close')}
      onClose={onClose}
    />
  );
}
