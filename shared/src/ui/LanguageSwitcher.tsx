// Picks one of the nine languages; the choice is kept in the `lang` cookie.
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { LOCALE_INFO } from '@matchday/shared/i18n/locales';
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
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {LOCALE_INFO[language].nativeName}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={language} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
