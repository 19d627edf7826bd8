// My posts: the comments this user wrote. Comments arrive with the news and live-room issues;
// until the api has them there is nothing to list, and the section says so plainly.
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState } from '@matchday/shared/ui/StatusViews';
import { SectionCard } from '../../../components/SectionCard';

export function PostsSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard title={t('user.sections.posts')}>
      <EmptyState title={t('posts.none')} hint={t('posts.hint')} />
    </SectionCard>
  );
}
