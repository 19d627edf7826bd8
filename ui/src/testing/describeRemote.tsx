// The tests every remote runs on itself: it has a page for each of its routes, its
// translations are complete, and each page renders its frame (a heading, and tabs or an empty
// state) with real texts rather than translation keys, in English and in the default zh_CN.
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';
import { pageCoverage } from '@matchday/ui/federation/remoteApp';
import { routesOwnedBy } from '@matchday/contracts/routes/routeTable';
import { loadNamespace, localeProblems, type CompletenessOptions } from '@matchday/contracts/i18n/localeCompleteness';
// eslint-disable-next-line matchday/api-calls -- a test helper holding the page's client's answers back, not a call
import { http } from '@matchday/shared/http/http';
import { renderRemotePage } from './renderRemotePage';

/** A text that looks like an i18n key (`home.tabs.today`) means a translation is missing. */
const RAW_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

export function describeRemote(definition: RemoteAppDefinition, i18nDir: string, options: CompletenessOptions = {}) {
  describe(`mfe-${definition.remote}`, () => {
    // A frame is drawn before any answer, so no request is answered here, to the file's end (the
    // file is these tests alone): one sent to the test machine's network was refused after the
    // file's environment was gone, an unhandled "window is not defined" that failed a run.
    beforeAll(() => {
      http.axios.defaults.adapter = () => new Promise(() => {});
      vi.stubGlobal('fetch', () => new Promise(() => {}));
    });

    it('has a page for every route the route table gives it, and no other', () => {
      expect(pageCoverage(definition)).toEqual({ missing: [], unknown: [] });
    });

    it('has its texts in all nine locales, translated', () => {
      expect(localeProblems(loadNamespace(i18nDir), options)).toEqual([]);
      for (const part of definition.textParts?.names ?? [])
        expect(localeProblems(loadNamespace(path.join(i18nDir, 'parts', part)), options), `part ${part}`).toEqual([]);
    });

    it('gives each text part top-level keys of its own', () => {
      const owners = new Map<string, string>();
      for (const [part, dir] of [['base', i18nDir] as const, ...(definition.textParts?.names ?? []).map((name) => [name, path.join(i18nDir, 'parts', name)] as const)])
        for (const key of Object.keys(loadNamespace(dir).en_US)) {
          expect(owners.get(key), `${key} is in ${owners.get(key)} and ${part}`).toBeUndefined();
          owners.set(key, part);
        }
    });

    const addresses = routesOwnedBy(definition.remote).map((route) => route.path.replace(/\/\*$/, ''));
    it.each(addresses)('renders the frame of %s', async (address) => {
      await renderRemotePage(definition, address, 'en_US');
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.textContent).not.toMatch(RAW_KEY);
      const tabs = screen.queryAllByRole('tab');
      for (const tab of tabs) expect(tab.textContent).not.toMatch(RAW_KEY);
      // Without tabs a page still shows something to read or do: a state, a form or a way on.
      const content = ['status', 'form', 'link'].reduce((count, role) => count + screen.queryAllByRole(role).length, 0);
      if (tabs.length === 0) expect(screen.queryAllByTestId('empty-state').length + content).toBeGreaterThan(0);
      expect(document.querySelector(`[data-remote="${definition.remote}"]`)).not.toBeNull();
    });

    it('renders in the default language, zh_CN', async () => {
      await renderRemotePage(definition, addresses[0]!, 'zh_CN');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\p{Script=Han}/u);
    });
  });
}
