// Programme management: lives the streamer schedules on coming matches (today's and
// tomorrow's), which fans see in advance on the streamer list; cancelled here.
import type { Programme } from '@matchday/contracts/lives/contract';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { loadMatchList } from '@matchday/shared/live/liveMatches';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import { LIVE_TITLE_MAX_LENGTH } from '@matchday/contracts/lives/contract';
import { validateLiveTitle } from '@matchday/contracts/validation/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { cancelProgramme, myProgrammes, scheduleProgramme } from '../api/streamersApi';

async function comingMatches(): Promise<MatchSummary[]> {
  const [today, tomorrow] = await Promise.all([loadMatchList({ view: 'today' }), loadMatchList({ view: 'tomorrow' })]);
  return [...today, ...tomorrow].filter((match) => match.status === 'not_started' && new Date(match.startsAt).getTime() > Date.now()).slice(0, 300);
}

export function Programmes() {
  const { t } = useTranslation('channel');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const read = useApiRead('programmes', myProgrammes);
  const matches = useApiRead('coming-matches', comingMatches);
  const [programmes, setProgrammes] = useState<Programme[] | null>(null);
  const [matchId, setMatchId] = useState('');
  const [title, setTitle] = useState('');
  // Scheduling and cancelling both answer the streamer's programmes as they are now.
  const changing = useSubmit((change: () => Promise<Programme[]>) => change(), { onSuccess: setProgrammes });
  const { error } = changing;
  useEffect(() => {
    if (read.data) setProgrammes(read.data);
  }, [read.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLiveTitle(title);
    if (!checked.ok) return changing.setError(tCommon(checked.error));
    if (!matchId) return changing.setError(t('streamers.live.chooseMatch'));
    void changing.submit(async () => {
      const scheduled = await scheduleProgramme({ matchId: Number(matchId), title: checked.value });
      setTitle('');
      setMatchId('');
      return scheduled;
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 860 }}>
      <Paper variant="outlined" component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          {t('streamers.programmes.add')}
        </Typography>
        {matches.status === 'error' ? (
          <ErrorState onRetry={matches.retry} />
        ) : (
          <TextField select size="small" label={t('streamers.live.match')} value={matchId} onChange={(event) => setMatchId(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'programme-match' } }}>
            {(matches.data ?? []).map((match) => (
              <MenuItem key={match.id} value={match.id}>
                {format.dayTime(match.startsAt)} · {match.home.name} v {match.away.name} ({match.competition.shortName || match.competition.name})
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextInput label={t('streamers.live.title')} value={title} onChange={(event) => setTitle(event.target.value)} inputProps={{ maxLength: LIVE_TITLE_MAX_LENGTH, 'data-testid': 'programme-title' }} />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={changing.busy} sx={{ justifySelf: 'start' }} data-testid="programme-add">
          {t('streamers.programmes.schedule')}
        </Button>
      </Paper>
      {read.status === 'error' && !programmes ? (
        <ErrorState onRetry={read.retry} />
      ) : !programmes ? (
        <LoadingState rows={3} />
      ) : programmes.length === 0 ? (
        <EmptyState title={t('streamers.programmes.none')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {programmes.map((programme) => (
            <Paper key={programme.id} component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }} data-testid="programme">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{programme.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {format.dayTime(programme.match.startsAt)} · {programme.match.home.name} v {programme.match.away.name}
                </Typography>
              </Box>
              <Button color="error" disabled={changing.busy} onClick={() => void changing.submit(() => cancelProgramme(programme.id))}>
                {t('streamers.programmes.cancel')}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
