// The shell's static frame, rendered at build time by the same components the page hydrates:
// header and menu, the consent dialog with its texts, and the page's skeleton, in one language
// and colour mode, with the CSS they need. The first paint needs no script; the page then
// hydrates this HTML (shell/src/bootstrap.tsx). Built for Node by tools/rspack/createConfig.mjs
// and written out by tools/src/build/shellFrames.ts.
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { type Locale, LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { themeModeStore, type ThemeMode } from '@matchday/shared/stores/themeModeStore';
import { emotionCache, prepareEmotionCache } from '@matchday/shared/theme/emotionCache';
import { escapeHtml, renderToHtml } from '@matchday/shared/firstScreen/serverRender';
import { App } from '../app/App';
import { formatPageMeta } from '../features/pageMeta/hooks/formatPageMeta';
import { registerShellNamespace } from '../i18n/shellNamespace';
import { PRE_PAINT_CSS, prePaintScript } from './prePaint';

export { LOCALES } from '@matchday/contracts/i18n/locales';
export { THEME_MODES } from '@matchday/shared/stores/themeModeStore';

export interface Frame {
  /** Attributes of `<html>`: the page's language and direction, and what the frame was rendered in. */
  htmlAttributes: Record<string, string>;
  title: string;
  description: string;
  /** For `<head>`: the frame's styles and the pre-paint script. */
  head: string;
  /** For `<div id="root">`. */
  body: string;
}

export async function renderFrame(locale: Locale, mode: ThemeMode): Promise<Frame> {
  const direction = LOCALE_INFO[locale].dir;
  await prepareEmotionCache(direction);
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  await registerShellNamespace();
  languageStore.setState({ language: locale });
  themeModeStore.setState({ mode });

  const { html: body, styles } = await renderToHtml(<App frameLocation="/" />, emotionCache(direction));
  const meta = formatPageMeta(i18n.getFixedT(locale), 'home', {});
  return {
    htmlAttributes: { lang: LOCALE_INFO[locale].htmlLang, dir: direction, 'data-locale': locale, 'data-theme': mode },
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    head: `${styles}<style>${PRE_PAINT_CSS}</style><script>${prePaintScript()}</script>`,
    body,
  };
}
