// `/news`: the latest articles, by sport (`?tab=`) or by team (`?team=`); `?id=` one article.
// The engine's finished matches get their reports within seconds.
import { ITEM_ID } from '@matchday/contracts/http/ids';
import { articleListRead, type ArticleSummary } from '@matchday/contracts/news/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import type { Sport } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useSearchParams } from '@matchday/shared/routing/router';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { PageFrame } from '@matchday/ui/PageFrame';
import { PagedList } from '@matchday/ui/PagedList';
import { LoadingState } from '@matchday/ui/StatusViews';
import { usePagedList } from '@matchday/ui/usePagedList';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { listArticles } from '../api/newsApi';

// An article (with its comment thread and the http client it needs) loads when one is opened:
// the list's first visit stays within its budget.
const ArticlePage = lazy(() => import('./ArticlePage').then((module) => ({ default: module.ArticlePage })));

const TABS = ['latest', ...SPORTS] as const;

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('news');
  const format = useFormat();
  const { match } = article;
  const decided = !match || (match.homeScore === match.awayScore && !match.winner) ? null : (match.winner ?? (match.homeScore > match.awayScore ? 'home' : 'away'));
  const headline =
    article.kind === 'editorial' || !match
      ? article.title
      : decided
    ? t('report.headline.win', {
        winner: decided === 'home' ? match.home.name : match.away.name,
        loser: decided === 'home' ? match.away.name : match.home.name,
        score: decided === 'home' ? `${match.homeScore}-${match.awayScore}` : `${match.awayScore}-${match.homeScore}`,
      })
    : t('report.headline.draw', { home: match.home.name, away: match.away.name, score: `${match.homeScore}-${match.awayScore}` });
  return (
    <Paper variant="outlined" component={Link} to={`/news?id=${article.id}`} data-testid="article-card" sx={{ p: 1.5, display: 'grid', gap: 0.25, textDecoration: 'none', color: 'inherit', '&:hover': { borderColor: 'primary.main' } }}>
      <Typography variant="caption" color="text.secondary">
        {t(`news.tabs.${article.sport}`)}
        {match && ` · ${match.competition.name}`}
        {article.publishedAt && ` · ${format.dateTime(article.publishedAt)}`}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {headline}
      </Typography>
    </Paper>
  );
}

function ArticleList({ sport, team }: { sport?: Sport; team?: string }) {
  const { t } = useTranslation('news');
  const list = usePagedList(`${sport ?? ''}:${team ?? ''}`, (cursor) => listArticles({ sport, team }, cursor), {
    identify: (article) => article.id,
    first: articleListRead({ sport, team }, null),
  });
  useFirstScreenDrawn('news', list.status !== 'loading' && list.status !== 'idle');
  return (
    <PagedList
      list={list}
      loadingRows={5}
      emptyTitle={t('empty.news')}
      emptyHint={t('empty.newsHint')}
      container={(cards) => <Box sx={{ display: 'grid', gap: 1, mt: 1.5 }}>{cards}</Box>}
      renderItem={(article) => <ArticleCard key={article.id} article={article} />}
    />
  );
}

function NewsIndex({ team }: { team: string | null }) {
  const { t } = useTranslation('news');
  usePageMeta('news');
  if (team)
    return (
      <PageFrame title={t('news.title')} subtitle={t('news.byTeam')}>
        <ArticleList team={team} />
      </PageFrame>
    );
  return (
    <PageFrame title={t('news.title')} tabs={TABS.map((value) => ({ value, label: t(`news.tabs.${value}`) }))}>
      {(tab) => <ArticleList key={tab} sport={tab === 'latest' ? undefined : (tab as Sport)} />}
    </PageFrame>
  );
}

export function NewsPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const articleId = params.get('id');
  const team = params.get('team');
  if (articleId && ITEM_ID.test(articleId))
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
        <Button component={Link} to="/news" size="small" sx={{ mb: 1 }}>
          {t('news.back')}
        </Button>
        <Suspense fallback={<LoadingState rows={6} />}>
          <ArticlePage articleId={articleId} />
        </Suspense>
      </Box>
    );
  return <NewsIndex key={team ?? ''} team={team && ITEM_ID.test(team) ? team : null} />;
}
