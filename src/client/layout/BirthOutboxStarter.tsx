import { useEffect } from 'react';
import { canPerform } from '../../domain/permissions';
import { useSession } from '../providers/use-session';

/**
 * A registrar back online should not have to open the births screen for what waits in the outbox
 * to leave: for whoever may declare births, the outbox starts with the shell. Its code is fetched
 * only for them, so nobody else downloads it.
 */
export function BirthOutboxStarter() {
  const { user } = useSession();
  const canDeclare = canPerform(user?.role?.roleList, 'Birth', 'create');
  useEffect(() => {
    if (!canDeclare) return;
    void import('../pages/births/outbox/use-birth-outbox').then(({ birthOutbox }) => birthOutbox().start());
  }, [canDeclare]);
  return null;
}
