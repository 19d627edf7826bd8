// An article being written: what the editor typed, its errors by field (the shared schema's,
// translated), and saving it as a draft or published. A refused or failed save keeps every
// field as typed; a draft saved once is updated afterwards, never created twice.
import { articleSchema } from '@matchday/contracts/news/schemas';
import type { Article } from '@matchday/contracts/news/contract';
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useState } from 'react';
import { useSubmit } from '@matchday/ui/useSubmit';
import { createArticle, setArticleStatus, updateArticle } from '../api/articlesApi';

export interface ArticleDraft {
  title: string;
  sport: Sport;
  coverUrl: string;
  match: MatchSummary | null;
  teamIds: string[];
  bodyHtml: string;
}

export type DraftErrors = Partial<Record<'title' | 'coverUrl' | 'bodyHtml' | 'matchId' | 'teamIds' | 'sport', string>>;

export const emptyDraft = (): ArticleDraft => ({ title: '', sport: 'football', coverUrl: '', match: null, teamIds: [], bodyHtml: '' });

export const draftOf = (article: Article): ArticleDraft => ({
  title: article.title,
  sport: article.sport,
  coverUrl: article.coverUrl ?? '',
  match: article.match,
  teamIds: article.teamIds,
  bodyHtml: article.bodyHtml ?? '',
});

const requestOf = (draft: ArticleDraft) => ({
  title: draft.title,
  sport: draft.sport,
  ...(draft.coverUrl.trim() ? { coverUrl: draft.coverUrl.trim() } : {}),
  ...(draft.match ? { matchId: draft.match.id } : {}),
  teamIds: draft.teamIds,
  bodyHtml: draft.bodyHtml,
});

/** The shared schema's verdict, one translated message per field (the api checks the same). */
export function draftErrors(draft: ArticleDraft): DraftErrors {
  const result = articleSchema.safeParse(requestOf(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof DraftErrors;
    const key = /^(api|validation|errors)\./.test(issue.message) ? issue.message : 'api.invalidField';
    errors[field] ??= ruleMessage(key, { field });
  }
  return errors;
}

export function useArticleForm(article: Article | null, onSaved: (article: Article) => void) {
  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftOf(article) : emptyDraft()));
  const [articleId, setArticleId] = useState<string | null>(article?.id ?? null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const saving = useSubmit(
    async (publish: boolean) => {
      const request = articleSchema.parse(requestOf(draft));
      let saved = articleId ? await updateArticle(articleId, request) : await createArticle(request);
      // Known from here on: a publication that fails after this saves over the same draft.
      setArticleId(saved.id);
      if (publish && saved.status !== 'published') saved = await setArticleStatus(saved.id, 'published');
      return saved;
    },
    { onSuccess: onSaved },
  );

  const edit = (patch: Partial<ArticleDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const save = (publish: boolean) => {
    const found = draftErrors(draft);
    setErrors(found);
    saving.clearError();
    if (Object.keys(found).length > 0) return;
    void saving.submit(publish);
  };

  return { draft, edit, errors, failure: saving.error, busy: saving.busy, save, articleId };
}
