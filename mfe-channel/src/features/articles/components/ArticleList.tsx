// The editors' articles, every status, newest change first: status chip, edit, publish,
// withdraw (and publish again), and a link to a published one on the site.
import type { ArticleStatus, ArticleSummary } from '@matchday/contracts/news/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { editorArticles, setArticleStatus } from '../api/articlesApi';

const STATUS_COLOURS = { draft: 'default', published: 'success', withdrawn: 'warning' } as const;

function ArticleRow({ article, onEdit, onChanged }: { article: ArticleSummary; onEdit: () => void; onChanged: (error: string | null) => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const moving = useSubmit((status: ArticleStatus) => setArticleStatus(article.id, status), { onSuccess: () => onChanged(null), onFailure: (_, text) => onChanged(text) });
  const busy = moving.busy;
  const move = (status: ArticleStatus) => void moving.submit(status);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="editor-article" data-article-id={article.id} data-status={article.status}>
      {article.coverUrl && <Box component="img" src={article.coverUrl} alt="" sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />}
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600 }}>{article.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`experts.sports.${article.sport}`)}
          {article.match ? ` · ${article.match.home.name} – ${article.match.away.name}` : ''}
          {article.publishedAt ? ` · ${format.dateTime(article.publishedAt)}` : ''}
        </Typography>
      </Box>
      <Chip size="small" color={STATUS_COLOURS[article.status]} label={t(`articles.status.${article.status}`)} data-testid="editor-article-status" />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" onClick={onEdit} disabled={busy} data-testid="editor-article-edit">
          {t('articles.list.edit')}
        </Button>
        {article.status === 'published' ? (
          <>
            <Button size="small" component={Link} to={`/news?id=${article.id}`} data-testid="editor-article-view">
              {t('articles.list.view')}
            </Button>
            <Button size="small" color="warning" onClick={() => move('withdrawn')} disabled={busy} data-testid="editor-article-withdraw">
              {t('articles.list.withdraw')}
            </Button>
          </>
        ) : (
          <Button size="small" variant="contained" onClick={() => move('published')} disabled={busy} data-testid="editor-article-publish">
            {t('articles.list.publish')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

export function ArticleList({ onEdit }: { onEdit: (article: ArticleSummary) => void }) {
  const { t } = useTranslation('channel');
  const [error, setError] = useState<string | null>(null);
  const list = usePagedList('editor-articles', editorArticles, { identify: (article) => article.id });
  // A change moves an article to the top (the list is by last change): it is read again from its first page.
  return (
    <PagedList
      list={list}
      emptyTitle={t('articles.empty')}
      container={(rows) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="editor-articles">
          {error && <Alert severity="error">{error}</Alert>}
          {rows}
        </Box>
      )}
      renderItem={(article) => <ArticleRow key={article.id} article={article} onEdit={() => onEdit(article)} onChanged={(failure) => (setError(failure), list.reload())} />}
    />
  );
}
