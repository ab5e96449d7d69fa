import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The browser's full-screen state, following changes made with the Esc key too, and its toggle. */
function useFullScreen() {
  const translate = useTranslate();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const request = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    // Browsers refuse full screen in some contexts (iframes, policies); nothing else to do then.
    void request?.catch(() => undefined);
  };
  return { full, toggle, label: translate(full ? 'shell.topBar.fullScreenExit' : 'shell.topBar.fullScreenEnter') };
}

/** The top bar's full-screen button. */
export function FullScreenToggle() {
  const { full, toggle, label } = useFullScreen();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={full}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** The same toggle as an entry of the user menu, where a phone's narrow top bar keeps it (admin-health D16). */
export function FullScreenMenuItem({ onDone }: { onDone: () => void }) {
  const { full, toggle, label } = useFullScreen();
  return (
    <MenuItem
      onClick={() => {
        toggle();
        onDone();
      }}
    >
      <ListItemIcon>{full ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
