// The inline script that starts a route's first reads (the page's side: takeEarlyRead in publicRead.ts), and
// the table of those reads. Served by the shell's server; no app bundles this file.
import { SPORTS_PATHS } from '@matchday/shared/api/paths';
import { BOOT_DATA_ELEMENT_ID } from '@matchday/shared/config/runtimeConfig';
import { MATCH_LIST_PAGE_SIZE } from '@matchday/shared/constants';
import { EARLY_READS_GLOBAL } from '@matchday/shared/http/publicRead';
import { LOCALE_INFO } from '@matchday/shared/i18n/locales';

/** Stands for the browser's time zone in a read's params. */
export const BROWSER_TIME_ZONE = '$browserTimeZone';

export interface EarlyRead {
  path: string;
  /** In the order the page's own read sets them (the address must match to the character). */
  params: Record<string, string | number>;
}

/**
 * The reads each route's first screen starts with, for an address without a query (a query may
 * change what the page reads). `/`: today's matches, as the home list's first page reads them.
 */
export const EARLY_READS: Record<string, EarlyRead[]> = {
  '/': [{ path: SPORTS_PATHS.matches, params: { view: 'today', tz: BROWSER_TIME_ZONE, page: 1, pageSize: MATCH_LIST_PAGE_SIZE } }],
};

/**
 * The inline script the shell's server puts right after the boot data: static (a content
 * security policy allows it by hash), it reads the api's address from the boot data and the
 * page's language from the document, and sends the reads with the headers the reader sends.
 */
export function earlyReadsScript(): string {
  const table = {
    routes: EARLY_READS,
    languages: Object.fromEntries(Object.entries(LOCALE_INFO).map(([locale, info]) => [info.htmlLang, locale])),
    boot: BOOT_DATA_ELEMENT_ID,
    zone: BROWSER_TIME_ZONE,
    key: EARLY_READS_GLOBAL,
  };
  return (
    `(function(t){try{var reads=t.routes[location.pathname];if(!reads||location.search)return;` +
    `var lan=t.languages[document.documentElement.lang];var boot=document.getElementById(t.boot);if(!lan||!boot)return;` +
    `var config=JSON.parse(boot.textContent||'{}').config||{};var base=String(config.apiBaseUrl||'/').replace(/\\/+$/,'');` +
    `var zone=Intl.DateTimeFormat().resolvedOptions().timeZone;var started=window[t.key]={};` +
    `reads.forEach(function(read){var url=new URL(base+'/'+read.path.replace(/^\\/+/,''),location.href);` +
    `Object.keys(read.params).forEach(function(name){var value=read.params[name];url.searchParams.set(name,value===t.zone?zone:String(value))});` +
    `var response=fetch(url.href,{credentials:'include',headers:{Accept:'application/json',lan:lan,sysType:'APP'}});response.catch(function(){});` +
    `started[url.href]={lan:lan,at:Date.now(),response:response}})` +
    `}catch(e){}})(${JSON.stringify(table)})`
  );
}
