import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../domain/constants';
import { isLanguage } from '../providers/language';
import { FlagIcon } from './FlagIcon';

/** The language menu; the i18n provider stores the choice under 'language'. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: Language = isLanguage(locale) ? locale : 'en';
  const code = current.toUpperCase();
  const choose = (language: Language) => {
    setAnchor(null);
    setLocale(language);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        // The name holds the visible code, so a voice user who says "click EN" reaches the button.
        aria-label={translate('shell.topBar.languageCurrent', { code })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<FlagIcon language={current} />}
        sx={{ minWidth: 0 }}
      >
        {code}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === current} onClick={() => choose(language)}>
            <ListItemIcon>
              <FlagIcon language={language} />
            </ListItemIcon>
            <ListItemText>{translate(`shell.languages.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
