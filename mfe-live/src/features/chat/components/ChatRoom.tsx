// The chat room beside the video: "chat room not open yet" without a live; a visitor reads and
// is asked to log in to speak; refusals (muted, banned, non-compliant, slow mode) are shown
// under the field with the text kept. The list follows new messages unless the reader scrolled
// up to read older ones.
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type LiveRoom } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useAskToLogIn } from '@matchday/ui/useAskToLogIn';
import { useSubmit } from '@matchday/ui/useSubmit';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { deleteChat, muteMember, reportChat, sendChat } from '../api/chatApi';
import { ReportDialog } from '../../../components/ReportDialog';
import { toast } from '../../../lib/notify';
import { useChat } from '../hooks/useChat';
import { ChatMessageRow, type MessageActions } from './ChatMessageRow';

/** How long the streamer's quick mute lasts. */
const QUICK_MUTE_MINUTES = 10;

function Composer({ room, onSent }: { room: LiveRoom; onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const sending = useSubmit((message: string) => sendChat(room.roomId, message), {
    onSuccess: (message) => {
      onSent(message);
      setText('');
    },
  });
  const { error } = sending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return sending.setError(t('chat.empty'));
    void sending.submit(text);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 0.5 }} noValidate>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chat.placeholder')}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, 'aria-label': t('chat.placeholder'), 'aria-describedby': 'chat-feedback' } }}
          error={Boolean(error)}
        />
        <Button type="submit" variant="contained" disabled={sending.busy}>
          {t('chat.send')}
        </Button>
      </Box>
      <Typography id="chat-feedback" data-testid="chat-feedback" variant="caption" role={error ? 'alert' : undefined} color={error ? 'error' : 'text.secondary'} sx={{ minHeight: '1.25em' }}>
        {error ?? (room.slowModeSeconds > 0 ? t('chat.slowMode', { seconds: room.slowModeSeconds }) : '')}
      </Typography>
    </Box>
  );
}

export function ChatRoom({ room }: { room: LiveRoom }) {
  const { t } = useTranslation('live');
  const { t: tCommon } = useTranslation();
  const user = useSession((state) => state.user);
  const askToLogIn = useAskToLogIn();
  const chat = useChat(room.roomId, room.live?.id ?? null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const following = useRef(true);
  // The streamer's and customer service's delete and mute: a refusal is a toast.
  const moderation = useSubmit((work: () => Promise<void>) => work(), { onFailure: (_, text) => toast(text, 'error') });
  const moderate = moderation.submit;

  const staff = Boolean(user && (user.id === room.roomId || user.roles.includes('customer_service')));
  const actions = useMemo<MessageActions>(() => {
    if (!user) return {};
    return {
      report: (message) => (message.userId === user.id ? undefined : setReporting(message)),
      ...(staff
        ? {
            remove: (message: ChatMessage) =>
              void moderate(async () => {
                await deleteChat(room.roomId, message.id);
                chat.remove(message.id);
              }),
            mute: (message: ChatMessage) =>
              void moderate(async () => {
                await muteMember(room.roomId, message.userId, QUICK_MUTE_MINUTES, t('chat.muteReason'));
                toast(t('chat.muted', { name: message.username, count: QUICK_MUTE_MINUTES }));
              }),
          }
        : {}),
    };
  }, [user, staff, room.roomId, chat, t, moderate]);

  useEffect(() => {
    const element = list.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages]);

  return (
    <Paper variant="outlined" component="section" aria-label={t('room.chat')} sx={{ display: 'flex', flexDirection: 'column', height: { xs: 420, md: '100%' }, minHeight: { md: 480 }, p: 1.5 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('room.chat')}
      </Typography>
      {!room.live ? (
        <EmptyState title={tCommon('errors.chatRoomNotOpen')} />
      ) : chat.status === 'error' && chat.messages.length === 0 ? (
        <ErrorState onRetry={chat.retry} />
      ) : chat.status === 'loading' && chat.messages.length === 0 ? (
        <LoadingState rows={3} />
      ) : (
        <Box
          component="ul"
          ref={list}
          role="log"
          aria-live="polite"
          aria-label={t('chat.messages')}
          onScroll={(event) => {
            const element = event.currentTarget;
            following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
          }}
          sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, p: 0, mb: 1, minHeight: 0 }}
        >
          {chat.messages.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('chat.first')}
            </Typography>
          )}
          {chat.messages.map((message) => (
            <ChatMessageRow key={message.id} message={message} actions={message.userId === user?.id ? { remove: actions.remove } : actions} />
          ))}
        </Box>
      )}
      {room.live &&
        (user ? (
          <Composer room={room} onSent={chat.add} />
        ) : (
          <Button variant="outlined" onClick={askToLogIn}>
            {t('chat.logInToSpeak')}
          </Button>
        ))}
      <ReportDialog
        open={reporting !== null}
        subject={reporting?.text ?? ''}
        onClose={() => setReporting(null)}
        onReport={(reason) => reportChat(room.roomId, reporting!.id, reason)}
      />
    </Paper>
  );
}
