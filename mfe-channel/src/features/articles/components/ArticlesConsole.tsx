// The editors' screen in the console: their articles, and the form to write a new one or edit
// one (read whole first: the list has no bodies). After a save the list shows what changed.
import type { Article } from '@matchday/contracts/news/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { editorArticle } from '../api/articlesApi';
import { ArticleForm } from './ArticleForm';
import { ArticleList } from './ArticleList';

type Editing = { kind: 'new' } | { kind: 'edit'; articleId: string } | null;

function EditArticle({ articleId, onSaved, onClose }: { articleId: string; onSaved: (article: Article) => void; onClose: () => void }) {
  const read = useApiRead(articleId, () => editorArticle(articleId));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={4} />;
  return <ArticleForm article={read.data} onSaved={onSaved} onClose={onClose} />;
}

export function ArticlesConsole() {
  const { t } = useTranslation('channel');
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<Article | null>(null);
  const done = (article: Article) => (setSaved(article), setEditing(null));
  const close = () => (setSaved(null), setEditing(null));

  if (editing?.kind === 'new') return <ArticleForm article={null} onSaved={done} onClose={close} />;
  if (editing?.kind === 'edit') return <EditArticle key={editing.articleId} articleId={editing.articleId} onSaved={done} onClose={close} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="articles-console">
      <Button variant="contained" onClick={() => (setSaved(null), setEditing({ kind: 'new' }))} sx={{ alignSelf: 'flex-start' }} data-testid="article-new">
        {t('articles.new')}
      </Button>
      {saved && (
        <Alert severity="success" data-testid="article-saved">
          {t(saved.status === 'published' ? 'articles.saved.published' : 'articles.saved.draft', { title: saved.title })}
        </Alert>
      )}
      <ArticleList onEdit={(article) => (setSaved(null), setEditing({ kind: 'edit', articleId: article.id }))} />
    </Box>
  );
}
