// One chat message: who wrote it (the streamer and customer service marked), the text as text
// (never HTML), and what the viewer may do with it: report, and for staff delete and mute.
import type { ChatMessage } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import { useFormat } from '@matchday/shared/format/format';

export interface MessageActions {
  report?: (message: ChatMessage) => void;
  remove?: (message: ChatMessage) => void;
  mute?: (message: ChatMessage) => void;
}

export const ChatMessageRow = memo(function ChatMessageRow({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const { t } = useTranslation('live');
  const format = useFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = (['report', 'remove', 'mute'] as const).filter((action) => actions[action]);
  return (
    <Box component="li" data-testid="chat-message" data-message-id={message.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.25, '&:hover .chat-actions, & .chat-actions:focus-visible': { opacity: 1 } }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.875rem', lineHeight: 1.5 }}>
        <Box component="time" dateTime={message.sentAt} data-testid="chat-time" sx={{ color: 'text.secondary', fontSize: '0.75rem', fontVariantNumeric: 'tabular-nums', marginInlineEnd: 0.75 }}>
          {format.time(message.sentAt)}
        </Box>
        <Box component="span" sx={{ fontWeight: 600, color: message.staff ? 'primary.main' : 'text.secondary', marginInlineEnd: 0.75 }}>
          {message.username}
          {message.staff && ` · ${t('chat.staff')}`}
        </Box>
        <Box component="span" data-testid="chat-text">
          {message.text}
        </Box>
      </Box>
      {choices.length > 0 && (
        <>
          <IconButton className="chat-actions" size="small" aria-label={t('chat.actions')} onClick={(event) => setAnchor(event.currentTarget)} sx={{ opacity: { xs: 1, md: 0.3 }, p: 0.25 }}>
            <MoreVert fontSize="inherit" />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {choices.map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setAnchor(null);
                  actions[action]!(message);
                }}
              >
                {t(`chat.${action}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
});
