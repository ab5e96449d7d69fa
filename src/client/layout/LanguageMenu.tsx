import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/constants';
import { isLanguage } from '../providers/language';
import { FlagIcon } from './FlagIcon';

/**
 * The language menu, each language named in its own words ('Français') with the screen's word for
 * the other one below ('French'); the i18n provider stores the choice under 'language'.
 */
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
        // On a phone the flag alone says the language, and the project's name gets the room.
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {code}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === current} onClick={() => choose(language)}>
            <ListItemIcon>
              <FlagIcon language={language} />
            </ListItemIcon>
            {/* Its own name first (tax-staff D14: 'Français' was only shown once the screen was French), then the screen's word for it. */}
            <ListItemText
              primary={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
              secondary={language === current ? undefined : translate(`shell.languages.${language}`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
