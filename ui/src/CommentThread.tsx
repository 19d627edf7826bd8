// The one comment thread of the site (news, plans, remarks): newest comments first, a page at a
// time (the shared paged list: "Load more"), comment and reply ("please comment" for an empty one; a refusal is shown with the text
// kept), replies collapsed and opened five at a time, likes once, report with a reason, delete
// for the author and customer service. Visitors read and are asked to log in. Text only. Its
// texts are a part of the common namespace that comes with the first thread (commentTexts.ts).
import { type Comment, COMMENT_MAX_LENGTH, type CommentPage, type CommentTarget } from '@matchday/contracts/comments/contract';
import { REPORT_REASONS, type ReportReason } from '@matchday/contracts/lives/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { PagedList } from '@matchday/ui/PagedList';
import { LoadingState } from '@matchday/ui/StatusViews';
import { useAskToLogIn } from '@matchday/ui/useAskToLogIn';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import { validateComment } from '@matchday/contracts/validation/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type FormEvent } from 'react';
import { commentPage, deleteComment, postComment, replyPage, reportComment, setLiked } from './api/commentsApi';
import { useCommentTexts } from './commentTexts';

const byId = (comment: Comment) => comment.id;

function Composer({ target, targetId, parentId, onPosted, autoFocus }: { target: CommentTarget; targetId: string; parentId?: string; onPosted: (comment: Comment) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const post = useSubmit((checked: string) => postComment({ target, targetId, parentId, text: checked }), {
    onSuccess: (comment) => {
      onPosted(comment);
      setText('');
    },
  });
  const { error } = post;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateComment(text);
    if (!checked.ok) return post.setError(t(checked.error));
    void post.submit(checked.value);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 0.5 }} data-testid={parentId ? 'reply-form' : 'comment-form'}>
      <TextField
        multiline
        minRows={parentId ? 1 : 2}
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={parentId ? t('comments.replyPlaceholder') : t('comments.placeholder')}
        error={Boolean(error)}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'aria-label': parentId ? t('comments.replyPlaceholder') : t('comments.placeholder') } }}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert" data-testid="comment-error">
          {error}
        </Typography>
      )}
      <Button type="submit" size="small" variant="contained" disabled={post.busy} sx={{ justifySelf: 'end' }}>
        {parentId ? t('comments.reply') : t('comments.post')}
      </Button>
    </Box>
  );
}

function CommentRow({ comment, onChange, onRemoved, onReply }: { comment: Comment; onChange: (comment: Comment) => void; onRemoved: () => void; onReply?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSession((state) => state.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reported, setReported] = useState(false);
  const signedIn = user !== null;
  const askToLogIn = useAskToLogIn();
  // Like, report and delete: one at a time (a double click likes once), a refusal shown on the row.
  const action = useSubmit((work: () => Promise<void>) => work());
  const note = action.error ?? (reported ? t('confirm.reportReceived') : null);
  const like = () => {
    if (!signedIn) return askToLogIn();
    void action.submit(async () => onChange(await setLiked(comment.id, !comment.liked)));
  };
  const report = (reason: ReportReason) => {
    setAnchor(null);
    void action.submit(async () => {
      await reportComment(comment.id, reason);
      setReported(true);
    });
  };
  const remove = () =>
    void action.submit(async () => {
      await deleteComment(comment.id);
      onRemoved();
    });
  const canRemove = user && (user.id === comment.userId || user.roles.includes('customer_service'));
  return (
    <Box data-testid="comment" data-comment-id={comment.id} sx={{ py: 1 }}>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {comment.username}
        </Box>{' '}
        · {format.dateTime(comment.createdAt)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-text">
        {comment.text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" onClick={like} aria-pressed={comment.liked} data-testid="comment-like">
          {t('comments.like', { likes: comment.likes })}
        </Button>
        {onReply && (
          <Button size="small" onClick={() => (signedIn ? onReply() : askToLogIn())}>
            {t('comments.reply')}
          </Button>
        )}
        {signedIn && user.id !== comment.userId && (
          <Button size="small" color="inherit" onClick={(event) => setAnchor(event.currentTarget)}>
            {t('comments.report')}
          </Button>
        )}
        {canRemove && (
          <Button size="small" color="error" onClick={remove}>
            {t('comments.delete')}
          </Button>
        )}
        {note && (
          <Typography variant="caption" role="status">
            {note}
          </Typography>
        )}
      </Box>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {REPORT_REASONS.map((reason) => (
          <MenuItem key={reason} onClick={() => report(reason)}>
            {t(`comments.reasons.${reason}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** A top-level comment with its replies: collapsed, opened five at a time (oldest first, by keyset). */
function CommentWithReplies({ comment, target, targetId, onRemoved }: { comment: Comment; target: CommentTarget; targetId: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(comment);
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  // The fan's own replies, shown at once at the end until the pages read bring them.
  const [posted, setPosted] = useState<Comment[]>([]);
  const replies = usePagedList<Comment>(
    open ? `replies:${comment.id}` : null,
    (cursor) => replyPage(comment.id, cursor),
    { identify: byId },
  );
  const ownShown = posted.filter((reply) => !replies.items.some((one) => one.id === reply.id));
  const shown = replies.items.length + ownShown.length;
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <CommentRow comment={current} onChange={setCurrent} onRemoved={onRemoved} onReply={() => setReplying(true)} />
      <Box sx={{ pl: { xs: 2, md: 4 } }}>
        {/* One keyed list: a posted reply keeps its row (and any menu open on it) when the pages read bring it. */}
        {[...replies.items.map((reply) => ({ reply, read: true })), ...ownShown.map((reply) => ({ reply, read: false }))].map(({ reply, read }) => (
          <CommentRow
            key={reply.id}
            comment={reply}
            onChange={(next) => (read ? replies.update : setPosted)((existing) => existing.map((one) => (one.id === next.id ? next : one)))}
            onRemoved={() => (read ? replies.update : setPosted)((existing) => existing.filter((one) => one.id !== reply.id))}
          />
        ))}
        {!open && current.replies > 0 && (
          <Button size="small" onClick={() => setOpen(true)} data-testid="more-replies">
            {t('comments.showReplies', { count: current.replies })}
          </Button>
        )}
        {replies.status === 'ready' && !replies.moreFailed && (
          <Button size="small" onClick={replies.loadMore} disabled={replies.loadingMore} data-testid="more-replies">
            {t('comments.moreReplies', { replies: Math.max(1, current.replies - shown) })}
          </Button>
        )}
        {(replies.status === 'error' || replies.moreFailed) && (
          <Button size="small" color="error" onClick={replies.retry}>
            {t('status.retry')}
          </Button>
        )}
        {open && shown > 0 && (
          <Button size="small" color="inherit" onClick={() => setOpen(false)}>
            {t('comments.hideReplies')}
          </Button>
        )}
        {replying && (
          <Composer
            target={target}
            targetId={targetId}
            parentId={comment.id}
            autoFocus
            onPosted={(reply) => {
              setReplying(false);
              setCurrent((existing) => ({ ...existing, replies: existing.replies + 1 }));
              // The thread opens on it: a reply just posted never hides behind "Show replies".
              // Replies read oldest first: once every other is shown it joins the list; before
              // that it is shown at the end until the pages still to read bring it.
              if (replies.status === 'end') replies.update((existing) => [...existing, reply]);
              else setPosted((existing) => [...existing, reply]);
              setOpen(true);
            }}
          />
        )}
      </Box>
    </Box>
  );
}

/** The thread, once its texts are there (they come with the first thread a page shows). */
export function CommentThread(props: { target: CommentTarget; targetId: string }) {
  return (
    <Suspense fallback={<LoadingState rows={2} />}>
      <Thread {...props} />
    </Suspense>
  );
}

function Thread({ target, targetId }: { target: CommentTarget; targetId: string }) {
  useCommentTexts();
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const askToLogIn = useAskToLogIn();
  // Read again when the visitor signs in or out (what they liked changes).
  const comments = usePagedList<Comment, CommentPage>(
    `${target}:${targetId}:${signedIn}`,
    (cursor) => commentPage(target, targetId, cursor),
    { identify: byId },
  );
  // The thread's count as the last page read gave it, with what was posted or deleted since.
  const [change, setChange] = useState<{ page: CommentPage | null; delta: number }>({ page: null, delta: 0 });
  const total = (comments.latest?.total ?? 0) + (change.page === comments.latest ? change.delta : 0);
  const count = (step: number) => setChange((previous) => ({ page: comments.latest, delta: (previous.page === comments.latest ? previous.delta : 0) + step }));
  return (
    <Box component="section" aria-label={t('comments.title')} sx={{ mt: 3 }} data-testid="comment-thread">
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('comments.title')}
        {total > 0 && ` (${total})`}
      </Typography>
      {signedIn ? (
        <Composer
          target={target}
          targetId={targetId}
          onPosted={(comment) => {
            comments.update((existing) => [comment, ...existing]);
            count(1);
          }}
        />
      ) : (
        <Button variant="outlined" onClick={askToLogIn}>
          {t('comments.logIn')}
        </Button>
      )}
      <PagedList
        list={comments}
        emptyTitle={t('comments.none')}
        container={(rows) => (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {rows}
          </Box>
        )}
        renderItem={(comment) => (
          <CommentWithReplies
            key={comment.id}
            comment={comment}
            target={target}
            targetId={targetId}
            onRemoved={() => {
              comments.update((existing) => existing.filter((one) => one.id !== comment.id));
              count(-1);
            }}
          />
        )}
      />
    </Box>
  );
}
