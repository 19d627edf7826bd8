// Writing an article: title, sport, cover, related match and teams, and the body in the
// rich-text editor (loaded with this form, not with the console). Errors are the shared schema's,
// shown by their field; a refused or failed save keeps everything typed.
import { type Article, ARTICLE_TITLE_MAX_LENGTH } from '@matchday/contracts/news/contract';
import { SPORTS } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense } from 'react';
import { useArticleForm } from '../hooks/useArticleForm';
import { CoverField } from './CoverField';
import { RelatedMatchField } from './RelatedMatchField';

const RichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

interface ArticleFormProps {
  /** The article to edit; null for a new one. */
  article: Article | null;
  onSaved: (article: Article) => void;
  onClose: () => void;
}

export function ArticleForm({ article, onSaved, onClose }: ArticleFormProps) {
  const { t } = useTranslation(['channel', 'api']);
  const { draft, edit, errors, failure, busy, save } = useArticleForm(article, onSaved);
  const published = article?.status === 'published';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void save(false))}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}
      data-testid="article-form"
      aria-label={article ? t('articles.form.editTitle') : t('articles.new')}
    >
      <TextInput
        label={t('articles.form.title')}
        value={draft.title}
        onChange={(event) => edit({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        fullWidth
        inputProps={{ maxLength: ARTICLE_TITLE_MAX_LENGTH + 20, 'data-testid': 'article-title' }}
      />
      <Box role="group" aria-label={t('articles.form.sport')} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {SPORTS.map((sport) => (
          <Chip
            key={sport}
            label={t(`experts.sports.${sport}`)}
            color={draft.sport === sport ? 'primary' : 'default'}
            aria-pressed={draft.sport === sport}
            // Another sport's match cannot stay related.
            onClick={() => edit(draft.sport === sport ? {} : { sport, match: null, teamIds: [] })}
            data-testid={`article-sport-${sport}`}
          />
        ))}
      </Box>
      <CoverField value={draft.coverUrl} onChange={(coverUrl) => edit({ coverUrl })} error={errors.coverUrl} />
      <RelatedMatchField sport={draft.sport} match={draft.match} teamIds={draft.teamIds} onChange={(match, teamIds) => edit({ match, teamIds })} error={errors.matchId ?? errors.teamIds} />
      <Suspense fallback={<LoadingState rows={4} label={t('articles.form.loadingEditor')} />}>
        <RichTextEditor initialHtml={draft.bodyHtml} onChange={(bodyHtml) => edit({ bodyHtml })} error={errors.bodyHtml} />
      </Suspense>
      {failure && (
        <Alert severity="error" data-testid="article-save-error">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant={published ? 'contained' : 'outlined'} disabled={busy} data-testid="article-save">
          {published ? t('articles.form.saveChanges') : t('articles.form.saveDraft')}
        </Button>
        {!published && (
          <Button variant="contained" disabled={busy} onClick={() => void save(true)} data-testid="article-publish">
            {t('articles.form.publish')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy} data-testid="article-close">
          {t('articles.form.back')}
        </Button>
      </Box>
    </Box>
  );
}
