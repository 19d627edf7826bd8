// Picks one of the nine languages; the choice is kept in the `lang` cookie.
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { useLanguage } from '@matchday/shared/stores/languageStore';

// The menu is only needed once someone opens it.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.choose')}
        aria-haspopup="menu"
        data-testid="language-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } }}
      >
        {/* On a phone the icon alone; the menu still names every language. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LOCALE_INFO[language].nativeName}
        </Box>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={language} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
