import { Dialog, useMediaQuery, type DialogProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useDiscardGuard } from './use-discard-guard';

type Props = Omit<DialogProps, 'onClose' | 'open' | 'fullScreen'> & {
  open?: boolean;
  onClose: () => void;
  /** Something typed is not saved yet: Escape and a click outside ask before closing. */
  dirty?: boolean;
};

/**
 * The one dialog frame of the back office: full-screen on phones (below `sm`), where a centred
 * dialog would open wider than the screen, and guarded against losing typed input.
 */
export function ResponsiveDialog({ open = true, onClose, dirty = false, slotProps, children, ...rest }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const guard = useDiscardGuard(dirty, onClose);
  // Sizes asked for a desktop (90vw wide…) mean nothing on a full-screen phone dialog.
  const paper = fullScreen && slotProps?.paper && typeof slotProps.paper === 'object' ? { ...slotProps.paper, sx: undefined } : slotProps?.paper;
  return (
    <>
      <Dialog {...rest} open={open} fullScreen={fullScreen} onClose={guard.requestClose} slotProps={{ ...slotProps, paper }}>
        {children}
      </Dialog>
      {guard.confirmation}
    </>
  );
}
