// The list of the nine languages, opened from the language switcher.
import { type Locale, LOCALE_INFO, LOCALES } from '@matchday/contracts/i18n/locales';
import { setLanguage } from '@matchday/shared/stores/languageStore';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

interface LanguageMenuProps {
  anchor: HTMLElement;
  current: Locale;
  onClose: () => void;
}

export default function LanguageMenu({ anchor, current, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          lang={LOCALE_INFO[locale].htmlLang}
          selected={locale === current}
          data-locale={locale}
          onClick={() => {
            onClose();
            void setLanguage(locale);
          }}
        >
          {LOCALE_INFO[locale].nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
