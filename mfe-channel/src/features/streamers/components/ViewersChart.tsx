// The data board's charts (recharts, loaded with the board only): viewers over a live, and chat
// messages per live.
import type { LiveStats } from '@matchday/contracts/lives/contract';
import { useFormat } from '@matchday/shared/format/format';
import Box from '@mui/material/Box';
import useTheme from '@mui/material/styles/useTheme';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export function ViewersChart({ samples, label }: { samples: LiveStats['samples']; label: string }) {
  const theme = useTheme();
  // The time axis in the site's language and the viewer's zone (not the browser's language).
  const format = useFormat();
  return (
    <Box role="img" aria-label={label} sx={{ height: 240 }} data-testid="viewers-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={samples.map((sample) => ({ at: format.time(sample.at), viewers: sample.viewers }))} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="at" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <Tooltip />
          <Line type="monotone" dataKey="viewers" stroke={theme.palette.primary.main} dot={false} strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

export function ChatChart({ lives, label }: { lives: LiveStats[]; label: string }) {
  const theme = useTheme();
  const data = [...lives].reverse().map((live) => ({ title: live.title.slice(0, 16), chat: live.chatMessages }));
  return (
    <Box role="img" aria-label={label} sx={{ height: 200 }} data-testid="chat-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="title" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <Tooltip />
          <Bar dataKey="chat" fill={theme.palette.secondary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
