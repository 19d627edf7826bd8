// Publishing a plan: an upcoming match, a market it offers, a pick (with the bookmaker's line
// and price now), the map for a map market, a price within the operators' bounds, the original
// price, the no-win-refund privilege, the explanation, and a purchase deadline no later than
// kick-off. A refused plan keeps everything typed; a published pick can no longer change.
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import { MAP_MARKETS, MARKET_PICKS, type Plan, type PlanMarket, type PlanPick, type PublishableMatch } from '@matchday/contracts/tips/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { planSettings, publishableMatches, publishPlan } from '../api/expertsApi';

/** `datetime-local` wants local time without a zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The line as the picked side sees it: the home side's handicap, its opposite for away, a total as it is. */
const lineFor = (pick: PlanPick, line: number) => (pick === 'away' ? -line : line);

function MatchPicker({ sport, selected, onSelect }: { sport: Sport; selected: PublishableMatch | null; onSelect: (match: PublishableMatch) => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const read = useApiRead(sport, () => publishableMatches(sport));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={3} />;
  const needle = search.trim().toLowerCase();
  const matches = read.data.filter((match) => !needle || `${match.home} ${match.away} ${match.competition}`.toLowerCase().includes(needle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextInput size="small" label={t('experts.publish.search')} value={search} onChange={(event) => setSearch(event.target.value)} inputProps={{ 'data-testid': 'publish-search' }} />
      {matches.length === 0 ? (
        <EmptyState title={t('experts.publish.noMatches')} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, maxHeight: 320, overflowY: 'auto' }}>
          {matches.map((match) => (
            <Button
              key={match.id}
              variant={selected?.id === match.id ? 'contained' : 'text'}
              onClick={() => onSelect(match)}
              sx={{ justifyContent: 'space-between', textAlign: 'start' }}
              data-testid="publishable-match"
              data-match-id={match.id}
            >
              <span>
                {match.home} – {match.away}
              </span>
              <Typography component="span" variant="caption">
                {match.competition} · {format.dayTime(match.startsAt)}
              </Typography>
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface Draft {
  title: string;
  price: string;
  originalPrice: string;
  noWinRefund: boolean;
  explanation: string;
  deadline: string;
}

export function PlanPublisher({ onPublished }: { onPublished?: (plan: Plan) => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const settings = useApiRead('settings', planSettings);
  const [sport, setSport] = useState<Sport>(SPORTS[0]!);
  const [match, setMatch] = useState<PublishableMatch | null>(null);
  const [market, setMarket] = useState<PlanMarket | null>(null);
  const [pick, setPick] = useState<PlanPick | null>(null);
  const [mapNumber, setMapNumber] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>({ title: '', price: '', originalPrice: '', noWinRefund: true, explanation: '', deadline: '' });
  const [published, setPublished] = useState<Plan | null>(null);
  const offer = match?.markets.find((item) => item.market === market) ?? null;
  const edit = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const chooseMatch = (next: PublishableMatch) => {
    setMatch(next);
    setMarket(null);
    setPick(null);
    setMapNumber(null);
    edit({ title: draft.title || `${next.home} – ${next.away}`, deadline: toLocalInput(next.startsAt) });
  };

  // The api checks the plan against the shared schema and the operators' bounds, and answers
  // a refusal in the user's language; the form keeps what was typed.
  const publishing = useSubmit(
    (chosen: { match: PublishableMatch; market: PlanMarket; pick: PlanPick }) =>
      publishPlan({
        matchId: Number(chosen.match.id),
        market: chosen.market,
        pick: chosen.pick,
        ...(MAP_MARKETS.includes(chosen.market) && mapNumber ? { mapNumber } : {}),
        title: draft.title.trim(),
        price: Number(draft.price),
        ...(draft.originalPrice ? { originalPrice: Number(draft.originalPrice) } : {}),
        noWinRefund: draft.noWinRefund,
        explanation: draft.explanation.trim(),
        purchaseDeadline: draft.deadline ? new Date(draft.deadline).toISOString() : '',
      }),
    {
      onSuccess: (plan) => {
        setPublished(plan);
        onPublished?.(plan);
        setPick(null);
      },
    },
  );
  const { busy, error } = publishing;

  const publish = () => {
    if (!match || !market || !pick) return publishing.setError(t('experts.publish.choose'));
    void publishing.submit({ match, market, pick });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="plan-publisher">
      <Box role="group" aria-label={t('experts.publish.sport')} sx={{ display: 'flex', gap: 1 }}>
        {SPORTS.map((value) => (
          <Chip key={value} label={t(`experts.sports.${value}`)} color={sport === value ? 'primary' : 'default'} aria-pressed={sport === value} onClick={() => (setSport(value), setMatch(null), setMarket(null), setPick(null))} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <MatchPicker key={sport} sport={sport} selected={match} onSelect={chooseMatch} />
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {!match ? (
            <Typography color="text.secondary">{t('experts.publish.pickMatch')}</Typography>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {match.home} – {match.away}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('experts.publish.market')}>
                {match.markets.map((item) => (
                  <Chip key={item.market} label={t(`experts.markets.${item.market}`)} color={market === item.market ? 'primary' : 'default'} onClick={() => (setMarket(item.market), setPick(null), setMapNumber(item.maps[0] ?? null))} data-testid={`market-${item.market}`} />
                ))}
              </Box>
              {offer && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('experts.publish.pick')}>
                  {MARKET_PICKS[offer.market].map((value) => (
                    <Button key={value} variant={pick === value ? 'contained' : 'outlined'} onClick={() => setPick(value)} data-testid={`pick-${value}`}>
                      {value === 'home' ? match.home : value === 'away' ? match.away : t(`experts.picks.${value}`)}
                      {offer.line !== null && ` ${format.oddsLine(lineFor(value, offer.line), offer.market)}`}
                      {offer.prices[value] !== undefined && ` @ ${format.oddsPrice(offer.prices[value]!)}`}
                    </Button>
                  ))}
                </Box>
              )}
              {offer && offer.maps.length > 0 && (
                <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={t('experts.publish.map')}>
                  {offer.maps.map((value) => (
                    <Chip key={value} label={t('experts.publish.mapNumber', { map: value })} color={mapNumber === value ? 'primary' : 'default'} onClick={() => setMapNumber(value)} />
                  ))}
                </Box>
              )}
            </>
          )}
        </Paper>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextInput label={t('experts.publish.title')} value={draft.title} onChange={(event) => edit({ title: event.target.value })} inputProps={{ maxLength: 120, 'data-testid': 'publish-title' }} />
        <TextInput label={t('experts.publish.deadline')} type="datetime-local" shrinkLabel value={draft.deadline} onChange={(event) => edit({ deadline: event.target.value })} inputProps={{ 'data-testid': 'publish-deadline' }} />
        <TextInput
          label={t('experts.publish.price')}
          type="number"
          value={draft.price}
          onChange={(event) => edit({ price: event.target.value })}
          helperText={settings.data ? t('experts.publish.bounds', { min: settings.data.minPrice, max: settings.data.maxPrice }) : undefined}
          inputProps={{ min: 0, 'data-testid': 'publish-price' }}
        />
        <TextInput label={t('experts.publish.originalPrice')} type="number" value={draft.originalPrice} onChange={(event) => edit({ originalPrice: event.target.value })} inputProps={{ min: 0, 'data-testid': 'publish-original-price' }} />
      </Box>
      <FormControlLabel control={<Switch checked={draft.noWinRefund} onChange={(event) => edit({ noWinRefund: event.target.checked })} />} label={t('experts.publish.refund')} />
      <TextInput label={t('experts.publish.explanation')} value={draft.explanation} onChange={(event) => edit({ explanation: event.target.value })} multiline minRows={4} fullWidth inputProps={{ maxLength: 5000, 'data-testid': 'publish-explanation' }} />
      <Typography variant="body2" color="text.secondary">
        {t('experts.publish.locked')}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="publish-error">
          {error}
        </Alert>
      )}
      {published && (
        <Alert severity="success" data-testid="publish-done" action={<Button component={Link} to={`/plan?id=${published.id}`} color="inherit">{t('experts.publish.view')}</Button>}>
          {t('experts.publish.done', { title: published.title })}
        </Alert>
      )}
      <Button variant="contained" onClick={publish} disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="publish-plan">
        {t('experts.publish.submit')}
      </Button>
    </Box>
  );
}
