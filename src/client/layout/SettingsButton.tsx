import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Opens the settings panel. It sits in the top bar (or, on the bar-less 'empty' layout, in the
 * page's own flow), never floating, so it covers no row, button or open panel. The panel itself
 * lives in ShellFrame, so choosing another layout (another top bar) does not close it.
 */
export function SettingsButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('shell.topBar.settings')} disableFocusListener>
      <IconButton color="inherit" onClick={onClick} aria-label={translate('shell.topBar.settings')}>
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
