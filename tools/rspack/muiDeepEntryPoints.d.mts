// Types of what TypeScript code (the test projects) reads from muiDeepEntryPoints.mjs.
export const MUI_DEEP_ENTRY_POINTS: Record<string, string>;
export function muiDeepCommonJsFile(request: string): string | undefined;
export function muiDeepAliases(): Record<string, string>;
export const MUI_CREATE_THEME_FILE: string;
export const MUI_CREATE_THEME_REPLACEMENT: string;
