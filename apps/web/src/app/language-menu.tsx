import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useMessages } from '../components/messages';
import { useCurrentUser } from '../lib/auth';
import { localErrorText } from '../lib/i18n/error-text';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, t } from '../lib/i18n/i18n';
import { useChangeLanguage } from '../lib/i18n/use-language';
import { LAYOUT_TEXTS } from './navigation-texts';

/**
 * The language menu of the top bar: the four languages, each by its own name; a choice is saved as
 * the person's language and the app speaks it at once. It loads beside the page (layout.tsx), so MUI's
 * menu is in no page's first download.
 */
export function LanguageMenu() {
  const user = useCurrentUser();
  const change = useChangeLanguage(user);
  const { push } = useMessages();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t(LAYOUT_TEXTS.languageMenu, { language: LANGUAGE_NAMES[current] })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 44, minHeight: 44 }}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            disabled={change.isPending}
            onClick={() => {
              setAnchor(null);
              if (language !== current) {
                change.mutate(language, {
                  onError: (err) => void localErrorText(err, t(LAYOUT_TEXTS.languageFailed)).then((text) => push(text)),
                });
              }
            }}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
