import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesRule, boundaryViolation } from './boundariesRule.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (file) => path.join(root, file);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('matchday/boundaries', boundariesRule, {
  valid: [
    { filename: at('mfe-scores/src/features/home/components/HomePage.tsx'), code: "import { x } from '@matchday/contracts/routes/routeTable';" },
    { filename: at('mfe-scores/src/features/home/components/HomePage.tsx'), code: "import { y } from '../hooks/useToday';" },
    { filename: at('mfe-scores/src/app/definition.ts'), code: "const page = () => import('../features/home/components/HomePage');" },
    { filename: at('shell/src/app/ShellLayout.tsx'), code: "import { RemoteArea } from '../features/federation/components/RemoteArea';" },
    { filename: at('ui/src/LanguageSwitcher.tsx'), code: "const LanguageMenu = () => import('./LanguageMenu');" },
    { filename: at('contracts/src/validation/rules.ts'), code: "import { COMMON_PASSWORDS } from './commonPasswords';" },
    { filename: at('contracts/src/validation/rules.test.ts'), code: "import { validatePassword } from './rules';" },
    { filename: at('shell/rspack.config.mjs'), code: "import { createShellConfig } from '../tools/rspack/createConfig.mjs';" },
    { filename: at('api/src/domains/plans/service.ts'), code: "import type { Plan } from '@matchday/contracts/tips/contract';" },
    { filename: at('api/src/domains/realtime/broker.ts'), code: "import { channels } from '@matchday/contracts/realtime/protocol';" },
    { filename: at('api/src/domains/accounts/service.ts'), code: "import { validatePassword } from '@matchday/contracts/validation/rules';" },
    { filename: at('ingest/src/ingestServer.ts'), code: "import { LIVE_PATHS } from '@matchday/contracts/lives/contract';" },
    // Tests may drive the api with the site's own client.
    { filename: at('api/test/realtime.test.ts'), code: "import { RealtimeClient } from '@matchday/shared/realtime/realtimeClient';" },
  ],
  invalid: [
    {
      filename: at('shell/src/app/ShellLayout.tsx'),
      code: "import lifecycles from 'mfe_scores/app';",
      errors: [{ message: /shell must not import a remote/ }],
    },
    {
      filename: at('shell/src/app/ShellLayout.tsx'),
      code: "import { HomePage } from '../../../mfe-scores/src/features/home/components/HomePage';",
      errors: [{ message: /shell must not import a remote/ }],
    },
    {
      filename: at('mfe-tips/src/features/plans/components/PlansPage.tsx'),
      code: "import { x } from 'mfe-account/src/app/definition';",
      errors: [{ message: /remote must not import another remote/ }],
    },
    {
      filename: at('mfe-tips/src/features/plans/components/PlansPage.tsx'),
      code: "const m = import('mfe_live/app');",
      errors: [{ message: /remote must not import another remote/ }],
    },
    {
      filename: at('mfe-scores/src/features/home/components/HomePage.tsx'),
      code: "import { WeekCalendar } from '../../matchCentre/components/WeekCalendar';",
      errors: [{ message: /feature "home" must not import feature "matchCentre"/ }],
    },
    {
      filename: at('mfe-news/src/app/definition.ts'),
      code: "import { eventBus } from '../../../shared/src/bus/eventBus';",
      errors: [{ message: /by its package name/ }],
    },
    {
      filename: at('shared/src/http/http.ts'),
      code: "import { eventBus } from '../bus/eventBus';",
      errors: [{ message: /@matchday\/shared\/bus\/eventBus so every app shares one instance/ }],
    },
    {
      filename: at('api/src/domains/news/service.ts'),
      code: "import i18n from '@matchday/shared/i18n/i18n';",
      errors: [{ message: /back end takes only @matchday\/contracts/ }],
    },
    {
      filename: at('ingest/src/server.ts'),
      code: "import { http } from '@matchday/shared/http/http';",
      errors: [{ message: /back end takes only @matchday\/contracts/ }],
    },
    {
      filename: at('api/src/app.ts'),
      code: "import { sessionStore } from '@matchday/shared/stores/sessionStore';",
      errors: [{ message: /back end takes only @matchday\/contracts/ }],
    },
    {
      filename: at('api/src/app.ts'),
      code: "import { SPORTS_PATHS } from '@matchday/shared/sports/whatever';",
      errors: [{ message: /back end takes only @matchday\/contracts/ }],
    },
    {
      filename: at('contracts/src/sports/contract.ts'),
      code: "import { http } from '@matchday/shared/http/http';",
      errors: [{ message: /contracts depend on nothing of the site/ }],
    },
    {
      filename: at('shared/src/http/http.ts'),
      code: "import { PagedList } from '@matchday/ui/PagedList';",
      errors: [{ message: /runtime does not depend on the UI/ }],
    },
    {
      filename: at('contracts/src/tips/schemas.ts'),
      code: "import { SPORT_RULES } from '../sports/rules';",
      errors: [{ message: /@matchday\/contracts\/sports\/rules so every app shares one instance/ }],
    },
  ],
});

describe('boundary violations', () => {
  it('lets the shell and remotes use shared by name, and nothing else across apps', () => {
    expect(boundaryViolation(at('mfe-live/src/app/definition.ts'), '@matchday/shared/bus/eventBus')).toBeNull();
    expect(boundaryViolation(at('mfe-live/src/app/definition.ts'), 'mfe-live/whatever')).toBeNull();
    expect(boundaryViolation(at('shell/src/bootstrap.tsx'), 'mfe-live')).toMatch(/shell/);
  });
});
