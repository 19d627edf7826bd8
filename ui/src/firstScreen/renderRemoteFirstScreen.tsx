// A remote's first screen on the shell's server: the remote's own page, in the language, colours,
// time zone and device class the request gave, drawn from the route's first answers. Each remote's
// first-screen build (tools/rspack/createConfig.mjs) exports `routes` and `renderFirstScreen`
// made by `firstScreenRenderer`; the shell's server loads that file from the remote's origin.
// Node only.
import type { Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { RemoteRoutes, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';
import { provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import type { FirstScreenRenderer, FirstScreenRequest } from '@matchday/shared/firstScreen/firstScreen';
import { renderToHtml } from '@matchday/shared/firstScreen/serverRender';
import { setServerViewerTimeZone } from '@matchday/shared/format/format';
import { i18n, initI18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import { LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { themeModeStore } from '@matchday/shared/stores/themeModeStore';
import { emotionCache, prepareEmotionCache } from '@matchday/shared/theme/emotionCache';
import { matchdayTheme } from '@matchday/shared/theme/theme';
import { AppProviders } from '@matchday/ui/AppProviders';

/** A width of each device class: only which side of the site's breakpoints it falls on matters. */
const VIEWPORT_WIDTH = { phone: 390, desktop: 1280 };

/** Whether a media query holds at a width: `min-width` and `max-width` terms; anything else does not. */
export function viewportMatches(query: string, width: number): boolean {
  const terms = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return terms.every((term) => {
    const found = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(term.trim());
    if (!found) return false;
    const limit = Number(found[2]);
    return found[1] === 'min' ? width >= limit : width <= limit;
  });
}

/** The page's theme, with media queries answered for a width instead of by a window the server has not got. */
function viewportTheme(theme: Theme, width: number): Theme {
  const matchMedia = (query: string) =>
    ({ matches: viewportMatches(query, width), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  return { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { matchMedia } } } } as Theme;
}

/** One render at a time: the language, colours, zone and answers are the renderer's, set per render. */
let queue: Promise<unknown> = Promise.resolve();

export function firstScreenRenderer(definition: RemoteAppDefinition, routes: readonly string[]): FirstScreenRenderer {
  const render = async (request: FirstScreenRequest) => {
    if (!routes.includes(request.routeId)) throw new Error(`${definition.remote} draws no first screen for ${request.routeId}`);
    const direction = LOCALE_INFO[request.locale].dir;
    await prepareEmotionCache(direction);
    await initI18n(request.locale);
    await i18n.changeLanguage(request.locale);
    await registerNamespace(definition.namespace, definition.loadTranslations);
    languageStore.setState({ language: request.locale });
    themeModeStore.setState({ mode: request.mode });
    setServerViewerTimeZone(request.timeZone);
    provideFirstAnswers(request.answers);
    try {
      return await renderToHtml(
        <AppProviders>
          <ThemeProvider theme={viewportTheme(matchdayTheme(request.mode, direction), request.phone ? VIEWPORT_WIDTH.phone : VIEWPORT_WIDTH.desktop)}>
            <RemoteRoutes definition={definition} location={request.location} />
          </ThemeProvider>
        </AppProviders>,
        emotionCache(direction),
      );
    } finally {
      setServerViewerTimeZone(undefined);
      provideFirstAnswers({});
    }
  };
  return {
    routes,
    renderFirstScreen: (request) => {
      const result = queue.then(() => render(request));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
