import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Toggles the browser's full-screen mode; follows changes made with the Esc key too. */
export function FullScreenToggle() {
  const translate = useTranslate();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = translate(full ? 'shell.topBar.fullScreenExit' : 'shell.topBar.fullScreenEnter');
  const toggle = () => {
    const request = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    // Browsers refuse full screen in some contexts (iframes, policies); nothing else to do then.
    void request?.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={full}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
