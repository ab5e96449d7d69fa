import { useCallback, useContext, useEffect, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { DiscardChangesDialog } from '../layout/DiscardChangesDialog';

type Props = { dirty: RefObject<boolean> };

/**
 * Asks before a form page with unsaved input is left: a link, the back button, a menu entry; the
 * browser asks on its own when the tab is closed or reloaded. `dirty` is a ref so that a save can
 * release the page in the same tick as it redirects.
 */
export function LeaveGuard({ dirty }: Props) {
  // Blocking needs the data router (main.tsx); a page rendered elsewhere (tests) leaves freely.
  return useContext(UNSAFE_DataRouterContext) ? <RouterLeaveGuard dirty={dirty} /> : null;
}

function RouterLeaveGuard({ dirty }: Props) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => Boolean(dirty.current) && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return <DiscardChangesDialog open={blocker.state === 'blocked'} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
