import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { apiCallViolation, apiCallsRule } from './apiCallsRule.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (file) => path.join(root, file);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('matchday/api-calls', apiCallsRule, {
  valid: [
    // A feature's api/ module is where calls live, in every remote and in the shell.
    { filename: at('mfe-tips/src/features/plans/api/plansApi.ts'), code: "import { http } from '@matchday/shared/http/http';" },
    { filename: at('mfe-scores/src/features/home/api/homeApi.ts'), code: "import { readPublic } from '@matchday/shared/http/publicHttp';" },
    { filename: at('mfe-account/src/features/auth/api/authApi.ts'), code: "const client = async () => (await import('@matchday/shared/http/http')).http;" },
    { filename: at('shell/src/features/session/api/sessionApi.ts'), code: "const loaded = () => import('@matchday/shared/http/http');" },
    // Everything else calls those modules' functions.
    { filename: at('mfe-tips/src/features/plans/components/PlansPage.tsx'), code: "import { listPlans } from '../api/plansApi';" },
    // Tests mock or drive the clients.
    { filename: at('mfe-tips/src/features/plans/components/PlansPage.test.tsx'), code: "import { http } from '@matchday/shared/http/http';" },
    // Types, and warming the client's chunk, call nothing.
    { filename: at('mfe-tips/src/hooks/useCoinSpend.ts'), code: "import type { HttpClient } from '@matchday/shared/http/httpClient';" },
    { filename: at('mfe-tips/src/hooks/useCoinSpend.ts'), code: "import { type ReadPublic } from '@matchday/shared/http/publicRead';" },
    { filename: at('mfe-account/src/components/PhoneField.tsx'), code: "const prepare = () => { void import('@matchday/shared/http/http'); };" },
    // Other shared modules, and shared code itself, are not concerned.
    { filename: at('mfe-news/src/features/news/components/NewsPage.tsx'), code: "import { isApiError } from '@matchday/shared/http/apiError';" },
    { filename: at('ui/src/api/commentsApi.ts'), code: "import { http } from '@matchday/shared/http/http';" },
    { filename: at('shared/src/live/liveMatches.ts'), code: "import { readPublic } from '@matchday/shared/http/publicHttp';" },
  ],
  invalid: [
    {
      filename: at('mfe-tips/src/features/plans/components/PlansPage.tsx'),
      code: "import { http } from '@matchday/shared/http/http';",
      errors: [{ message: /call the api from src\/features\/<feature>\/api\/ only/ }],
    },
    {
      filename: at('mfe-scores/src/features/home/components/HomeVideos.tsx'),
      code: "import { readPublic } from '@matchday/shared/http/publicHttp';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      // A hooks/*Api.ts file is not the feature's api/ folder.
      filename: at('mfe-scores/src/features/valorant/hooks/valorantApi.ts'),
      code: "import { readPublic } from '@matchday/shared/http/publicHttp';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      // Nor is an app-wide src/api folder or src/lib.
      filename: at('mfe-channel/src/api/livesApi.ts'),
      code: "import { http } from '@matchday/shared/http/http';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      // The shared UI's calls are in its api/ folder too.
      filename: at('ui/src/CommentThread.tsx'),
      code: "import { http } from '@matchday/shared/http/http';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      filename: at('mfe-account/src/lib/readPage.ts'),
      code: "export { http } from '@matchday/shared/http/http';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      filename: at('shell/src/features/session/hooks/useSessionRestore.ts'),
      code: "const { http } = await import('@matchday/shared/http/http');",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
    {
      // Building a client of one's own is calling the api too.
      filename: at('mfe-live/src/app/definition.ts'),
      code: "import { createHttpClient } from '@matchday/shared/http/httpClient';",
      errors: [{ message: /features\/<feature>\/api\// }],
    },
  ],
});

describe('api calls rule', () => {
  it('places calls by the file’s app, feature and folder', () => {
    expect(apiCallViolation(at('mfe-live/src/features/chat/api/chatApi.ts'), '@matchday/shared/http/http')).toBeNull();
    expect(apiCallViolation(at('mfe-live/src/features/chat/hooks/useChat.ts'), '@matchday/shared/http/http')).toMatch(/features\/<feature>\/api\//);
    expect(apiCallViolation(at('mfe-live/src/features/chat/hooks/useChat.ts'), '@matchday/contracts/sports/contract')).toBeNull();
    expect(apiCallViolation(at('api/src/domains/plans/routes.ts'), '@matchday/shared/http/http')).toBeNull();
  });

  it('is on for the repository’s sources', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText("import { http } from '@matchday/shared/http/http';\nexport const me = () => http.get('/api/users/me');\n", {
      filePath: at('mfe-account/src/features/profile/components/X.tsx'),
    });
    expect(result.messages.map((message) => message.ruleId)).toContain('matchday/api-calls');
  });
});
