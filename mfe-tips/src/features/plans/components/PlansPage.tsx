// Expert prediction plans, by sport; the phone page shows the same list.
import { defineSectionedPage, type SectionSpec } from '@matchday/shared/ui/SectionedPage';

const SECTIONS: SectionSpec[] = [
  ['recommended', 'plans.tabs.recommended', 'empty.plans'],
  ['football', 'plans.tabs.football', 'empty.plans'],
  ['basketball', 'plans.tabs.basketball', 'empty.plans'],
  ['esports', 'plans.tabs.esports', 'empty.plans'],
];

export const PlansPage = defineSectionedPage({ namespace: 'tips', routeId: 'plan', titleKey: 'plans.title', sections: SECTIONS });
export const PhonePlansPage = defineSectionedPage({ namespace: 'tips', routeId: 'mPlan', titleKey: 'plans.title', sections: SECTIONS });
