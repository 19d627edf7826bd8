// The streamer's live settings: the push address and live code for the streaming tool (copy,
// reset), whether the tool is pushing, Start live (a match in progress or within the hour, a
// title) and End live, which does not stop the tool's push (the page says so), and slow mode.
import { LIVE_TITLE_MAX_LENGTH, SLOW_MODE_CHOICES, type StreamerChannel } from '@matchday/contracts/lives/contract';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import { validateLiveTitle } from '@matchday/contracts/validation/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { endLive, getChannel, liveMatches, resetLiveCode, setSlowMode, startLive } from '../api/streamersApi';
import { ScorePair } from '@matchday/ui/ScorePair';

/** How often the page asks whether the tool is pushing. */
const PUSH_POLL_MS = 3000;

function PushPanel({ channel, onChange }: { channel: StreamerChannel; onChange: (channel: StreamerChannel) => void }) {
  const { t } = useTranslation('channel');
  const { t: tCommon } = useTranslation();
  const [shown, setShown] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setNote(tCommon('confirm.copied'));
  };
  const reset = async () => {
    if (!window.confirm(t('streamers.push.resetConfirm'))) return;
    onChange(await resetLiveCode());
    setShown(true);
    setNote(t('streamers.push.resetDone'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', flex: 1 }}>
          {t('streamers.push.title')}
        </Typography>
        <Chip data-testid="push-state" data-pushing={channel.pushing} label={channel.pushing ? t('streamers.push.pushing') : t('streamers.push.notPushing')} color={channel.pushing ? 'success' : 'default'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('streamers.push.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr auto' }, gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">{t('streamers.push.address')}</Typography>
        <Typography component="code" data-testid="push-address" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {channel.pushAddress}
        </Typography>
        <Button size="small" onClick={() => void copy(channel.pushAddress)}>
          {t('streamers.push.copy')}
        </Button>
        <Typography variant="body2">{t('streamers.push.liveCode')}</Typography>
        <Typography component="code" data-testid="live-code" data-code={channel.liveCode} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {shown ? channel.liveCode : '•'.repeat(16)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => setShown((value) => !value)}>
            {shown ? t('streamers.push.hide') : t('streamers.push.show')}
          </Button>
          <Button size="small" onClick={() => void copy(channel.liveCode)}>
            {t('streamers.push.copy')}
          </Button>
          <Button size="small" color="warning" onClick={() => void reset()}>
            {t('streamers.push.reset')}
          </Button>
        </Box>
      </Box>
      {note && (
        <Typography variant="caption" role="status">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function StartLive({ pushing, onStarted }: { pushing: boolean; onStarted: (channel: StreamerChannel) => void }) {
  const { t } = useTranslation('channel');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const matches = useApiRead('live-matches', liveMatches);
  const [matchId, setMatchId] = useState('');
  const [title, setTitle] = useState('');
  const starting = useSubmit((request: { matchId: number; title: string }) => startLive(request), { onSuccess: onStarted });
  const { busy, error } = starting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLiveTitle(title);
    if (!checked.ok) return starting.setError(tCommon(checked.error));
    if (!matchId) return starting.setError(t('streamers.live.chooseMatch'));
    void starting.submit({ matchId: Number(matchId), title: checked.value });
  };
  const label = (match: MatchSummary) =>
    `${match.status === 'live' ? `${t('streamers.live.inProgress')} · ${match.homeScore}-${match.awayScore}` : format.time(match.startsAt)} · ${match.home.name} ${tCommon('versus')} ${match.away.name} (${match.competition.shortName || match.competition.name})`;
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
        {t('streamers.live.startTitle')}
      </Typography>
      {!pushing && <Alert severity="info">{t('streamers.live.pushFirst')}</Alert>}
      {matches.status === 'error' ? (
        <ErrorState onRetry={matches.retry} />
      ) : (
        <TextField
          select
          size="small"
          label={t('streamers.live.match')}
          value={matchId}
          onChange={(event) => setMatchId(event.target.value)}
          helperText={matches.data?.length === 0 ? t('streamers.live.noMatches') : t('streamers.live.matchRule')}
          slotProps={{ htmlInput: { 'data-testid': 'live-match-select' } }}
        >
          {(matches.data ?? []).map((match) => (
            <MenuItem key={match.id} value={match.id} data-match-id={match.id}>
              {label(match)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextInput label={t('streamers.live.title')} value={title} onChange={(event) => setTitle(event.target.value)} inputProps={{ maxLength: LIVE_TITLE_MAX_LENGTH, 'data-testid': 'live-title' }} />
      {error && (
        <Alert severity="error" data-testid="live-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }} data-testid="start-live">
        {t('streamers.live.start')}
      </Button>
    </Paper>
  );
}

function LiveInProgress({ channel, onEnded }: { channel: StreamerChannel; onEnded: (channel: StreamerChannel) => void }) {
  const { t } = useTranslation('channel');
  const live = channel.live!;
  const ending = useSubmit(endLive, { onSuccess: onEnded });
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="live-in-progress">
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
        {live.title}
      </Typography>
      <Typography variant="body2">
        <ScorePair separator="-" homeName={live.match.home.name} home={live.match.homeScore} away={live.match.awayScore} awayName={live.match.away.name} /> · {t('streamers.live.viewers', { count: live.viewers })}
      </Typography>
      <Button component={Link} to={`/pc/live?id=${channel.roomId}`} sx={{ justifySelf: 'start' }}>
        {t('streamers.live.openRoom')}
      </Button>
      <Alert severity={channel.pushing ? 'warning' : 'info'} data-testid="end-live-note">
        {channel.pushing ? t('streamers.live.stopPushFirst') : t('streamers.live.pushStopped')}
      </Alert>
      {ending.error && <Alert severity="error">{ending.error}</Alert>}
      <Button variant="contained" color="error" sx={{ justifySelf: 'start' }} data-testid="end-live" disabled={ending.busy} onClick={() => void ending.submit()}>
        {t('streamers.live.end')}
      </Button>
    </Paper>
  );
}

export function LiveSettings() {
  const { t } = useTranslation('channel');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const [round, setRound] = useState(0);
  const read = useApiRead(`channel:${round}`, getChannel);
  const [channel, setChannel] = useState<StreamerChannel | null>(null);
  const [ended, setEnded] = useState<{ stillPushing: boolean } | null>(null);
  useEffect(() => {
    if (read.data) setChannel(read.data);
  }, [read.data]);
  useEffect(() => {
    const timer = setInterval(() => setRound((value) => value + 1), PUSH_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  if (read.status === 'error' && !channel) return <ErrorState onRetry={read.retry} />;
  if (!channel) return <LoadingState rows={4} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 860 }}>
      {channel.broadcastBan && (
        <Alert severity="error" data-testid="broadcast-ban">
          {tCommon('errors.youAreBanned')}
          {channel.broadcastBan.until && ` · ${t('streamers.live.banUntil', { until: format.dateTime(channel.broadcastBan.until) })}`}
        </Alert>
      )}
      <PushPanel channel={channel} onChange={setChannel} />
      {ended && !channel.live && (
        <Alert severity={ended.stillPushing ? 'warning' : 'success'} data-testid="live-ended" onClose={() => setEnded(null)}>
          {ended.stillPushing ? t('streamers.live.endedStillPushing') : t('streamers.live.ended')}
        </Alert>
      )}
      {channel.live ? (
        <LiveInProgress
          channel={channel}
          onEnded={(next) => {
            setEnded({ stillPushing: next.pushing });
            setChannel(next);
          }}
        />
      ) : (
        <StartLive pushing={channel.pushing} onStarted={setChannel} />
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>{t('streamers.slowMode.label')}</Typography>
        <TextField
          select
          size="small"
          value={channel.slowModeSeconds}
          onChange={(event) => void setSlowMode(Number(event.target.value)).then(setChannel)}
          slotProps={{ htmlInput: { 'aria-label': t('streamers.slowMode.label') } }}
        >
          {SLOW_MODE_CHOICES.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {seconds === 0 ? t('streamers.slowMode.off') : t('streamers.slowMode.seconds', { seconds })}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
    </Box>
  );
}
