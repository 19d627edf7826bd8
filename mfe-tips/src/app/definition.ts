// The tips remote: plans, tipster ranking, blind box and remarks.
import { lazyPage, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

const plans = () => import('../features/plans/components/PlansPage');

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'tips',
  version: __APP_VERSION__,
  namespace: 'tips',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    plan: lazyPage(plans, (m) => m.PlansPage),
    mPlan: lazyPage(plans, (m) => m.PhonePlansPage),
    ranking: lazyPage(() => import('../features/ranking/components/RankingPage'), (m) => m.RankingPage),
    box: lazyPage(() => import('../features/blindBox/components/BlindBoxPage'), (m) => m.BlindBoxPage),
    remark: lazyPage(() => import('../features/remarks/components/RemarksPage'), (m) => m.RemarksPage),
  },
};
