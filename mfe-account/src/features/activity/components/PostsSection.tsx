// My posts: the comments this user wrote, newest first, each with where it was written and
// whether it was deleted (by its author or by customer service). Text only.
import type { MyComment } from '@matchday/contracts/comments/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Chip from '@mui/material/Chip';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { SectionCard } from '../../../components/SectionCard';
import { listMyPosts } from '../api/activityApi';

/** Where a comment's target is read. */
const TARGET_PAGE: Record<MyComment['target'], (id: string) => string> = {
  article: (id) => `/news?id=${id}`,
  plan: (id) => `/plan?id=${id}`,
  remark: () => '/remark',
  video: (id) => `/video?id=${id}`,
};

export function PostsSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const list = usePagedList('my-posts', listMyPosts);
  return (
    <SectionCard title={t('user.sections.posts')}>
      <PagedList
        list={list}
        container={(rows) => (
          <List dense disablePadding data-testid="my-posts">
            {rows}
          </List>
        )}
        emptyTitle={t('posts.none')}
        renderItem={(post) => (
          <ListItem key={post.id} divider data-testid="my-post">
            <ListItemText
              primary={post.text}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere', color: post.deleted ? 'text.disabled' : undefined } } }}
              secondary={
                <>
                  {format.dateTime(post.createdAt)} ·{' '}
                  <Link to={TARGET_PAGE[post.target](post.targetId)}>{t(`posts.on.${post.target}`)}</Link>
                  {post.parentId && ` · ${t('posts.reply')}`}
                </>
              }
            />
            {post.deleted && <Chip size="small" label={t('posts.deleted')} />}
          </ListItem>
        )}
      />
    </SectionCard>
  );
}
