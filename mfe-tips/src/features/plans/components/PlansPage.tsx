// Expert plans on sale: recommended first (the experts with the better verified record), by
// sport, with filters a fan asks for (refund if it misses, price, play type). `?id=` opens a
// plan. The phone page (`/m/plan`) is the same screen in one column.
import { ALL_PLAN_MARKETS, PLAN_MARKETS, type PlanMarket } from '@matchday/contracts/tips/contract';
import { type PlanFilter, planListRead } from '@matchday/contracts/tips/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useSession } from '@matchday/shared/stores/sessionStore';
import type { Sport } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { PageFrame } from '@matchday/ui/PageFrame';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useState } from 'react';
import { listPlans } from '../api/plansApi';
import { PlanList } from '../../../components/PlanList';
import { usePagedList } from '@matchday/ui/usePagedList';
import { marketLabel } from '../../../lib/tipsText';
import { LoadingState } from '@matchday/ui/StatusViews';

// The detail (with its live match feed) loads only when a plan is opened.
const PlanDetail = lazy(() => import('./PlanDetail').then((module) => ({ default: module.PlanDetail })));

const PRICE_LIMITS = [null, 10, 30, 100] as const;
const TABS = ['recommended', ...SPORTS] as const;

function FilterChip({ label, selected, onClick, testId }: { label: string; selected: boolean; onClick: () => void; testId?: string }) {
  return <Chip size="small" label={label} color={selected ? 'primary' : 'default'} variant={selected ? 'filled' : 'outlined'} onClick={onClick} aria-pressed={selected} data-testid={testId} />;
}

function PlanBrowser({ tab, detailPath }: { tab: string; detailPath: string }) {
  const { t } = useTranslation('tips');
  const [refundOnly, setRefundOnly] = useState(false);
  const [maxPrice, setMaxPrice] = useState<number | null>(null);
  const [market, setMarket] = useState<PlanMarket | null>(null);
  const sport = tab === 'recommended' ? undefined : (tab as Sport);
  const markets: readonly PlanMarket[] = sport ? PLAN_MARKETS[sport] : ALL_PLAN_MARKETS;
  const filter: PlanFilter = {
    sport,
    refund: refundOnly ? 'true' : undefined,
    maxPrice: maxPrice ?? undefined,
    market: market && markets.includes(market) ? market : undefined,
  };
  // The shell's server drew the list for a visitor: a signed-in fan's prices and picks are their own.
  const signedIn = useSession((state) => state.token !== null);
  const list = usePagedList(JSON.stringify(filter), (cursor) => listPlans(filter, cursor), { first: signedIn ? undefined : planListRead(filter, null) });
  useFirstScreenDrawn('tips', list.status !== 'loading' && list.status !== 'idle');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1.5 }}>
      {/* One scrolling row on a phone, wrapped lines on a desk. */}
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: { xs: 'auto', md: 'visible' }, pb: { xs: 0.5, md: 0 }, alignItems: 'center', '& > *': { flexShrink: 0 } }}
        role="group"
        aria-label={t('filters.label')}
      >
        <FilterChip label={t('filters.refund')} selected={refundOnly} onClick={() => setRefundOnly(!refundOnly)} testId="filter-refund" />
        {PRICE_LIMITS.map((limit) => (
          <FilterChip
            key={String(limit)}
            label={limit === null ? t('filters.anyPrice') : t('filters.upTo', { count: limit })}
            selected={maxPrice === limit}
            onClick={() => setMaxPrice(limit)}
          />
        ))}
        {markets.length > 0 && <FilterChip label={t('filters.allMarkets')} selected={filter.market === undefined} onClick={() => setMarket(null)} />}
        {markets.map((value) => (
          <FilterChip key={value} label={marketLabel(t, value)} selected={filter.market === value} onClick={() => setMarket(value)} />
        ))}
      </Box>
      <PlanList list={list} empty={t('empty.plans')} detailPath={detailPath} />
    </Box>
  );
}

function PlansScreen({ routeId, detailPath }: { routeId: 'plan' | 'mPlan'; detailPath: string }) {
  const { t } = useTranslation('tips');
  const [params] = useSearchParams();
  const planId = params.get('id');
  usePageMeta(routeId);
  if (planId && /^\d{1,18}$/.test(planId))
    return (
      <Suspense fallback={<LoadingState rows={5} />}>
        <PlanDetail planId={planId} backPath={detailPath} />
      </Suspense>
    );
  return (
    <PageFrame title={t('plans.title')} tabs={TABS.map((value) => ({ value, label: t(`plans.tabs.${value}`) }))}>
      {(tab) => <PlanBrowser key={tab} tab={tab} detailPath={detailPath} />}
    </PageFrame>
  );
}

export const PlansPage = () => <PlansScreen routeId="plan" detailPath="/plan" />;
export const PhonePlansPage = () => <PlansScreen routeId="mPlan" detailPath="/m/plan" />;
