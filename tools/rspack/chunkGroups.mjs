// How shared code is cut into files. Every shared module is its own chunk group, and left alone
// the bundler copies small libraries into each of them: a page then downloads zustand five times
// and MUI's theme helpers seven. Two groups keep one copy per container instead: what every page
// runs (`platform`) and the MUI every page renders (`mui-core`). Other MUI components keep their
// own chunks, downloaded when a page first shows one.
const sep = '[\\\\/]';

/** `@matchday/shared` modules and libraries every page runs before it renders anything. */
export const PLATFORM = new RegExp(
  `${sep}(shared${sep}src${sep}(bus|config|constants|i18n${sep}(i18n|languageResolution|locales|react)|release|routes|routing|stores|theme)|` +
    `node_modules${sep}(zustand|rxjs|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|react-router|cookie|set-cookie-parser))[\\\\/.]`,
);

/** MUI's foundations (theme, styling, utilities) and the components the header of every page shows. */
export const MUI_CORE = new RegExp(
  `${sep}node_modules${sep}(` +
    `@mui${sep}(system|utils|styled-engine|private-theming)|` +
    `@mui${sep}material${sep}(styles|colors|utils|internal|zero-styled|DefaultPropsProvider|className|transitions|useLazyRipple|` +
    `ButtonBase|Button|IconButton|Typography|Paper|SvgIcon|Box|AppBar|Toolbar|CssBaseline|Skeleton|CircularProgress|useMediaQuery)|` +
    `@emotion|@babel${sep}runtime|clsx|react-is|prop-types|react-transition-group)${sep}`,
);

export function splitChunks() {
  return {
    chunks: 'async',
    // Any module two chunks need goes into a chunk of its own rather than into both.
    minSize: 0,
    cacheGroups: {
      platform: { test: PLATFORM, name: 'platform', chunks: 'async', enforce: true, priority: 20 },
      muiCore: { test: MUI_CORE, name: 'mui-core', chunks: 'async', enforce: true, priority: 10 },
    },
  };
}
