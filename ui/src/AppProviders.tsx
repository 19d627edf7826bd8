// What every React root of the page needs: the shared i18n instance, the theme in the current
// mode and direction, and the page's emotion cache (flipped for right-to-left languages).
// The shell and each remote parcel render their own root, so each wraps itself in this.
import { CacheProvider } from '@emotion/react';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@matchday/shared/i18n/react';
import { i18n } from '@matchday/shared/i18n/i18n';
import { LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { useLanguage } from '@matchday/shared/stores/languageStore';
import { useThemeMode } from '@matchday/shared/stores/themeModeStore';
import { emotionCache } from '@matchday/shared/theme/emotionCache';
import { matchdayTheme } from '@matchday/shared/theme/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const mode = useThemeMode();
  const direction = LOCALE_INFO[language].dir;
  const theme = matchdayTheme(mode, direction);
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={emotionCache(direction)}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
