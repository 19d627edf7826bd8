// Competitions (series) and sports on the phone site: the competitions of each sport, one
// competition's season (`?id=`, `?season=`) as tables, knockout rounds and schedule, and the
// sports with all their competitions.
import { competitionLogoUrl, type CompetitionSummary, type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../lib/detailLink';
import { loadBracket, loadCompetitions, loadStandings } from '../api/seriesApi';
import { useApiRead, type ApiRead } from '@matchday/ui/useApiRead';
import { BracketView } from '../../../components/competition/BracketView';
import { CompetitionList } from './CompetitionList';
import { ScheduleView } from './ScheduleView';
import { SeasonSelect } from './SeasonSelect';
import { StandingsView } from '../../../components/competition/StandingsView';
import { FollowButton } from '../../../components/FollowButton';
import { Crest } from '../../../components/matchList/MatchRow';

/** A read's loading, failed and empty states, or its content. */
function ReadView<T>({ read, isEmpty, emptyKey, children }: { read: ApiRead<T>; isEmpty: (data: T) => boolean; emptyKey: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('scores');
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (read.data === null) return <LoadingState />;
  if (isEmpty(read.data)) return <EmptyState title={t(emptyKey)} />;
  return <>{children(read.data)}</>;
}

function SportCompetitions({ sport }: { sport: Sport }) {
  const phone = useIsPhone();
  const read = useApiRead(sport, () => loadCompetitions(sport));
  return (
    <ReadView read={read} isEmpty={(list) => list.length === 0} emptyKey="series.noCompetitions">
      {(competitions) => <CompetitionList competitions={competitions} phone={phone} />}
    </ReadView>
  );
}

export function SeriesListPage() {
  const { t } = useTranslation('scores');
  usePageMeta('mSeries');
  const tabs = SPORTS.map((sport) => ({ value: sport, label: t(`sports.${sport}`) }));
  return <PageFrame title={t('series.listTitle')} tabs={tabs}>{(tab) => <SportCompetitions sport={tab as Sport} />}</PageFrame>;
}

function CompetitionSeason({ competition, tab }: { competition: CompetitionSummary; tab: string }) {
  const phone = useIsPhone();
  const [params] = useSearchParams();
  const requested = params.get('season');
  const season = requested && competition.seasons.includes(requested) ? requested : null;
  const key = `${competition.id}|${season}`;
  const standings = useApiRead(tab === 'standings' ? key : null, () => loadStandings(competition.id, season));
  const bracket = useApiRead(tab === 'bracket' ? key : null, () => loadBracket(competition.id, season));
  return (
    <>
      {competition.seasons.length > 1 && <SeasonSelect seasons={competition.seasons} value={season ?? competition.seasons[0]!} />}
      {tab === 'standings' && (
        <ReadView read={standings} isEmpty={(tables) => tables.every((table) => table.rows.length === 0)} emptyKey="series.noStandings">
          {(tables) => <StandingsView tables={tables} live={{ competitionId: competition.id, sport: competition.sport, reload: () => loadStandings(competition.id, season) }} />}
        </ReadView>
      )}
      {tab === 'bracket' && (
        <ReadView read={bracket} isEmpty={(rounds) => rounds.length === 0} emptyKey="series.noBracket">
          {(rounds) => <BracketView rounds={rounds} phone={phone} />}
        </ReadView>
      )}
      {tab === 'schedule' && <ScheduleView competitionId={competition.id} season={season} phone={phone} />}
    </>
  );
}

export function SeriesDetailPage() {
  const { t } = useTranslation('scores');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // The catalogue is one small read (cached for minutes) and carries the name and seasons.
  const catalogue = useApiRead(id ? 'all' : null, () => loadCompetitions());
  const competition = catalogue.data?.find((item) => item.id === id);
  usePageMeta('mSeriesDetail', { seriesName: competition?.name });
  const tabs = [
    { value: 'standings', label: t('detail.tabs.standings') },
    { value: 'bracket', label: t('detail.tabs.bracket') },
    { value: 'schedule', label: t('match.tabs.schedule') },
  ];
  if (!id)
    return (
      <PageFrame title={t('series.detailTitle')}>
        <EmptyState title={t('series.noCompetition')} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={competition?.name ?? t('series.detailTitle')}
      subtitle={competition ? `${t(`sports.${competition.sport}`)} · ${competition.country}` : undefined}
      tabs={tabs}
      actions={
        competition ? (
          <>
            <Crest src={competitionLogoUrl(competition.id)} size={32} />
            <FollowButton kind="competition" id={competition.id} name={competition.name} />
          </>
        ) : undefined
      }
    >
      {(tab) => (
        <ReadView read={catalogue} isEmpty={(list) => !list.some((item) => item.id === id)} emptyKey="series.unknownCompetition">
          {() => <CompetitionSeason competition={competition!} tab={tab} />}
        </ReadView>
      )}
    </PageFrame>
  );
}

export function SportsPage() {
  const { t } = useTranslation('scores');
  usePageMeta('mSports');
  const phone = useIsPhone();
  const read = useApiRead('all', () => loadCompetitions());
  return (
    <PageFrame title={t('series.sportsTitle')}>
      <ReadView read={read} isEmpty={(list) => list.length === 0} emptyKey="series.noCompetitions">
        {(competitions) =>
          SPORTS.map((sport) => {
            const members = competitions.filter((competition) => competition.sport === sport);
            return (
              <Box key={sport} component="section" data-testid="sport-section" aria-labelledby={`sport-${sport}`} sx={{ mb: 3 }}>
                <Typography id={`sport-${sport}`} variant="h2" sx={{ fontSize: 20, mb: 1 }}>
                  {t(`sports.${sport}`)}
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: 14, marginInlineStart: 1 }}>
                    ({members.length})
                  </Box>
                </Typography>
                {members.length === 0 ? <EmptyState title={t('series.noCompetitions')} /> : <CompetitionList competitions={members} phone={phone} />}
              </Box>
            );
          })
        }
      </ReadView>
    </PageFrame>
  );
}
