// A match report: the headline and lead in the reader's language, scorers, sendings-off, key
// statistics and the table, beside the match's card (its detail one click away).
import { type Article, articleRead } from '@matchday/contracts/news/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { ItemReadFailedState, LoadingState } from '@matchday/ui/StatusViews';
import { CommentThread } from '@matchday/ui/CommentThread';
import { useApiRead } from '@matchday/ui/useApiRead';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { getArticle } from '../api/newsApi';
import { MatchCard } from '../../../components/MatchCard';
import { MatchVideos } from './MatchVideos';
import { reportText } from '../../../lib/reportText';

function Section({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" data-testid={testId}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, index) => (
          <li key={index}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** An editor's article: its body is HTML the api sanitised before storing it. */
function Editorial({ article }: { article: Article }) {
  const format = useFormat();
  usePageMeta('news', { name: article.title });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: article.match ? 'minmax(0, 2fr) minmax(240px, 1fr)' : '1fr' }, alignItems: 'start' }}>
      <Box component="article">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }} data-testid="article-headline">
          {article.title}
        </Typography>
        {article.publishedAt && (
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(article.publishedAt)}
          </Typography>
        )}
        {article.coverUrl && <Box component="img" src={article.coverUrl} alt="" sx={{ width: '100%', borderRadius: 1, mt: 1.5 }} />}
        <Box
          data-testid="article-body"
          sx={{ mt: 1.5, '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' }, lineHeight: 1.7 }}
          // Sanitised by the api (sanitize-html) before it was stored; the page's CSP runs no inline script either.
          dangerouslySetInnerHTML={{ __html: article.bodyHtml ?? '' }}
        />
      </Box>
      {article.match && <MatchCard match={article.match} />}
    </Box>
  );
}

function Report({ article }: { article: Article }) {
  const { t } = useTranslation('news');
  const format = useFormat();
  const text = reportText(article.facts!, t);
  usePageMeta('news', { name: text.headline });
  const match = article.match;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' }, alignItems: 'start' }}>
      <Box component="article">
        <Chip size="small" label={t('report.kind')} sx={{ mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }} data-testid="article-headline">
          {text.headline}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format.dateTime(article.publishedAt ?? Date.now())}
        </Typography>
        <Typography sx={{ mt: 1.5 }} data-testid="article-lead">
          {text.lead} {text.periods} {text.penalties}
        </Typography>
        <Section title={t('report.scorersTitle')} lines={text.scorers} testId="article-scorers" />
        <Section title={t('report.cardsTitle')} lines={text.cards} testId="article-cards" />
        {text.stats.length > 0 && (
          <Box component="section" data-testid="article-stats">
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5 }}>
              {t('report.statsTitle')}
            </Typography>
            <Box component="table" sx={{ borderCollapse: 'collapse', '& td': { px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' } }}>
              <tbody>
                {text.stats.map((stat) => (
                  <tr key={stat.label}>
                    <td style={{ textAlign: 'end', fontWeight: 600 }}>{stat.home}</td>
                    <td style={{ textAlign: 'center' }}>{stat.label}</td>
                    <td style={{ fontWeight: 600 }}>{stat.away}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
        <Section title={t('report.tableTitle')} lines={text.table} testId="article-table" />
      </Box>
      {match && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MatchCard match={match} />
          <MatchVideos matchId={match.id} />
        </Box>
      )}
    </Box>
  );
}

export function ArticlePage({ articleId }: { articleId: string }) {
  const { t } = useTranslation('news');
  const read = useApiRead(articleId, () => getArticle(articleId), articleRead(articleId));
  useFirstScreenDrawn('news', read.status === 'ready' || read.status === 'error');
  if (read.status === 'error') return <ItemReadFailedState error={read.error} notFoundTitle={t('news.notFound')} onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={6} />;
  return (
    <>
      {read.data.kind === 'editorial' ? <Editorial article={read.data} /> : <Report article={read.data} />}
      <CommentThread target="article" targetId={read.data.id} />
    </>
  );
}
