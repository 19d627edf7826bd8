// How shared code is cut into files. Every shared module is its own chunk group, and left alone
// the bundler copies small libraries into each of them (a page downloaded zustand five times and
// MUI's theme helpers seven) or, told not to copy, cuts them into dozens of tiny files. A page
// pays for each file it loads, so shared code comes in a few named files instead: what every
// page runs (`platform`), the MUI every page renders (`mui-core`, with all it reaches), and MUI
// by family (inputs, the other form controls, alerts, overlays, the rest), each downloaded when a page
// first shows one of them.
import fs from 'node:fs';
import path from 'node:path';
import { MUI_CREATE_THEME_REPLACEMENT } from './muiDeepEntryPoints.mjs';
import { PER_CONTAINER_CONTRACTS, PER_CONTAINER_MODULES } from './perContainerModules.mjs';
import { repoRoot } from './sharedModules.mjs';

const sep = '[\\\\/]';
const oneOf = (names) => `(${names.join('|')})`;

/**
 * `@matchday/shared` modules and libraries every page runs before it renders anything, and the
 * formats (dates, odds, counts: a kilobyte almost every page writes with, the home list first),
 * which would otherwise be one more file to wait for. Nothing an app's own code or another
 * library needs belongs here: a remote's chunk that needs one module of this file downloads
 * the remote's fallback copies of all of it (react-i18next's store shim, also used by the charts
 * and the editor, is replaced by React's own hook for that reason: reactSyncExternalStore.mjs).
 */
export const PLATFORM = new RegExp(
  `${sep}(shared${sep}src${sep}(bus|config|format|i18n${sep}(i18n|languageResolution|react)|routing|stores|theme)|` +
    `contracts${sep}src${sep}(constants|i18n${sep}(locales|catalogues)|releases${sep}manifest|routes)|` +
    `node_modules${sep}(zustand|rxjs|tslib|i18next|react-i18next|html-parse-stringify|void-elements|react-router|cookie|set-cookie-parser)|` +
    `tools${sep}rspack${sep}reactSyncExternalStore)[\\\\/.]`,
);

/**
 * `@matchday/shared` modules a page with live scores reads with: the api's paths and types, the
 * sports' rules, the public reader (fetch) and the realtime client with the live feeds. One file, not a dozen tiny
 * ones, and no axios (pages that send data load the HTTP client on its own).
 */
export const LIVE_DATA = new RegExp(
  `${sep}(shared${sep}src${sep}(live|realtime|http${sep}(apiError|envelope|pageWiring|publicHttp|publicRead|retryPolicy))|` +
    `contracts${sep}src${sep}(http${sep}(paths|envelope|paging)|sports${sep}(contract|rules)|realtime))[\\\\/.]`,
);

/** The MUI components every page shows (header, page frame, status views), and MUI's foundations. */
export const MUI_CORE_COMPONENTS = [
  'styles', 'colors', 'utils', 'internal', 'zero-styled', 'DefaultPropsProvider', 'className', 'transitions', 'useLazyRipple',
  'ButtonBase', 'Button', 'IconButton', 'Typography', 'Paper', 'SvgIcon', 'Box', 'AppBar', 'Toolbar', 'CssBaseline', 'GlobalStyles',
  'Skeleton', 'CircularProgress', 'useMediaQuery', 'Stack', 'Divider', 'Link', 'InitColorSchemeScript',
];

export const MUI_FOUNDATIONS = new RegExp(
  `${sep}node_modules${sep}(@mui${sep}(system|utils|styled-engine|private-theming)|@emotion|@babel${sep}runtime|clsx|react-is|prop-types|react-transition-group|hoist-non-react-statics|stylis)${sep}`,
);

/** Helpers of @mui/utils that only some components use (tabs, menus, steppers): not foundations. */
const MUI_COMPONENT_HELPERS = new RegExp(`${sep}node_modules${sep}@mui${sep}utils${sep}useRovingTabIndex${sep}`);

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Class names, contexts and hooks: the light files a component shares with others. */
const SHARED_PIECE = /(Classes|Context|^use[A-Z][A-Za-z]*|^utils)\.mjs$/;

/**
 * The files of @mui/material that make up mui-core: the core components' folders, and the
 * light pieces of other components they reach through relative imports (the theme reads the
 * class names of inputs and menus, a button reads its group's context), so the core never
 * pulls a family's file after it. Other components reached through a folder's index are left
 * to their family: only what is used of them ends up in a page.
 */
export function muiCoreFiles(materialDir = path.join(repoRoot, 'node_modules/@mui/material')) {
  const files = new Set();
  const visited = new Set();
  const coreFolder = (file) => MUI_CORE_COMPONENTS.includes(path.relative(materialDir, file).split(path.sep)[0]);
  const visit = (file) => {
    if (visited.has(file) || !fs.existsSync(file)) return;
    visited.add(file);
    if (coreFolder(file) || SHARED_PIECE.test(path.basename(file))) files.add(file);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) visit(path.resolve(path.dirname(file), request));
  };
  for (const name of MUI_CORE_COMPONENTS) visit(path.join(materialDir, name, 'index.mjs'));
  return files;
}

let coreFiles;
/** A module of mui-core (a function, since the core is a set of files). */
export function isMuiCore(module) {
  const resource = module.resource ?? module.nameForCondition?.() ?? '';
  coreFiles ??= muiCoreFiles();
  const file = resource.split('?')[0];
  return (MUI_FOUNDATIONS.test(resource) && !MUI_COMPONENT_HELPERS.test(resource)) || coreFiles.has(file) || file === MUI_CREATE_THEME_REPLACEMENT;
}

const FORM_CONTROLS = [
  'TextField', 'FormControlLabel', 'FormGroup', 'FilledInput', 'Select', 'Checkbox', 'Radio', 'RadioGroup', 'Switch',
  'Autocomplete', 'useAutocomplete', 'Slider', 'Rating',
];

/**
 * Text inputs, native selects and toggle buttons: what a search box or a filter bar needs, and
 * what the other form controls are built on; with the class names of those others that an input
 * styles itself by (the outlined input reads the select's), so an input does not pull them.
 */
export const MUI_INPUTS = new RegExp(
  `${sep}node_modules${sep}@mui${sep}material${sep}(${oneOf([
    'FormControl', 'FormHelperText', 'FormLabel', 'Input', 'InputBase', 'InputAdornment', 'InputLabel', 'OutlinedInput', 'NativeSelect',
    'TextareaAutosize', 'ToggleButton', 'ToggleButtonGroup',
  ])}${sep}|${oneOf(FORM_CONTROLS)}${sep}[a-z][A-Za-z]*Classes\\.mjs$)`,
);

/**
 * The rest of the form controls (TextField, whose select mode brings a menu and a popover, and
 * choices): a page with a full form loads them once; a search box or a filter does not.
 */
export const MUI_FORMS = new RegExp(`${sep}node_modules${sep}@mui${sep}material${sep}${oneOf(FORM_CONTROLS)}${sep}`);

/**
 * Alerts: forms show them inline and toasts inside a snackbar, while the home page shows none,
 * so they are a small file of their own (with their icons) rather than part of every page's core.
 */
export const MUI_ALERTS = new RegExp(
  `${sep}node_modules${sep}@mui${sep}material${sep}(${oneOf(['Alert', 'AlertTitle'])}${sep}|internal${sep}svg-icons${sep}${oneOf([
    'SuccessOutlined', 'ReportProblemOutlined', 'ErrorOutline', 'InfoOutlined', 'Close',
  ])}\\.mjs$)`,
);

/** What opens over the page: dialogs, drawers, menus, popovers, snackbars, tooltips. */
export const MUI_OVERLAYS = new RegExp(
  `${sep}node_modules${sep}@mui${sep}material${sep}${oneOf([
    'Modal', 'Backdrop', 'Dialog', 'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle', 'Drawer', 'SwipeableDrawer',
    'Menu', 'MenuItem', 'MenuList', 'Popover', 'Popper', 'Portal', 'Snackbar', 'SnackbarContent', 'Tooltip', 'Fade', 'Grow', 'Slide',
    'Zoom', 'Collapse', 'ClickAwayListener', 'Unstable_TrapFocus', 'SpeedDial', 'SpeedDialAction', 'SpeedDialIcon',
  ])}${sep}`,
);

/** Every other MUI component (lists, tables, chips, cards, …). */
export const MUI_CONTENT = new RegExp(`${sep}node_modules${sep}@mui${sep}material${sep}`);

const group = (test, name, priority) => ({ test, name, chunks: 'async', enforce: true, priority });

/**
 * The answers a page's first screen was drawn from: the shell's live feeds read them (its
 * `live-data` file, which every page with scores loads), a remote's lists beside their own code.
 */
const FIRST_ANSWERS = new RegExp(`${sep}shared${sep}src${sep}firstScreen${sep}firstAnswers[\\\\/.]`);

const resourceOf = (module) => module.resource ?? module.nameForCondition?.() ?? '';

/**
 * Whether a module is a `@matchday/shared` or `@matchday/contracts` module compiled into each container: in a remote, it
 * goes with the remote's code that imports it, not into the `live-data` file of the remote's
 * fallback copies (a page of its would download all of them: `/match` took 8 KB more for one).
 */
export function isPerContainerModule(resource) {
  const found = new RegExp(`${sep}(shared|contracts)${sep}src${sep}(.+)\\.tsx?$`).exec(resource);
  if (found === null) return false;
  const subpath = `./${found[2].split(/[\\/]/).join('/')}`;
  return (found[1] === 'shared' ? PER_CONTAINER_MODULES : PER_CONTAINER_CONTRACTS).test(subpath);
}

/** `shell`: the app that provides the platform (its own copies of the shared modules). */
export function splitChunks({ shell = false } = {}) {
  return {
    chunks: 'async',
    // Any other module two chunks need goes into a chunk of its own rather than into both.
    minSize: 0,
    cacheGroups: {
      platform: group(PLATFORM, 'platform', 60),
      liveData: group(
        shell
          ? (module) => [LIVE_DATA, FIRST_ANSWERS].some((test) => test.test(resourceOf(module)))
          : (module) => LIVE_DATA.test(resourceOf(module)) && !isPerContainerModule(resourceOf(module)),
        'live-data',
        55,
      ),
      muiCore: group(isMuiCore, 'mui-core', 50),
      muiInputs: group(MUI_INPUTS, 'mui-inputs', 45),
      muiForms: group(MUI_FORMS, 'mui-forms', 40),
      muiAlerts: group(MUI_ALERTS, 'mui-alerts', 35),
      muiOverlays: group(MUI_OVERLAYS, 'mui-overlays', 30),
      muiContent: group(MUI_CONTENT, 'mui-content', 20),
    },
  };
}
