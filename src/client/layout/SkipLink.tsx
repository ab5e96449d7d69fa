import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

/** The id of the shell's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of Tab on every staff page, hidden until focused. It moves the
 * focus to <main> itself instead of following the href, which the router would read as an address.
 */
export function SkipLink() {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus, &:focus-visible': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {translate('shell.skipToContent')}
    </Link>
  );
}
