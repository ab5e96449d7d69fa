import SettingsIcon from '@mui/icons-material/Settings';
import { Fab, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SettingsPanel } from './SettingsPanel';

/** A floating button on the right edge, on every layout (even 'empty', which has no top bar). */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('shell.topBar.settings')} placement="left">
        <Fab
          size="small"
          color="primary"
          onClick={() => setOpen(true)}
          aria-label={translate('shell.topBar.settings')}
          sx={{ position: 'fixed', right: 0, top: '50%', borderTopRightRadius: 0, borderBottomRightRadius: 0, zIndex: (t) => t.zIndex.drawer + 2 }}
        >
          <SettingsIcon />
        </Fab>
      </Tooltip>
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
