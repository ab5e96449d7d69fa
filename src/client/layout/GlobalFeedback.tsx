import { LanguageFallbackNotice } from './LanguageFallbackNotice';
import { LoadingOverlay } from './LoadingOverlay';
import { PwaUpdater } from './PwaUpdater';
import { ShellNotification } from './ShellNotification';

/** Feedback every route needs, public pages included: notifications, overlay, notices, updates. */
export function GlobalFeedback() {
  return (
    <>
      <ShellNotification />
      <LoadingOverlay />
      <LanguageFallbackNotice />
      <PwaUpdater />
    </>
  );
}
