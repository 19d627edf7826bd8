import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), {
  sameAsEnglish: {
    '*': ['valorant.title', 'clock.minute', 'clock.minuteStoppage', 'events.var_decision'],
    // Words these languages share with English (sports terms, esports names).
    de: ['sports.basketball', 'matchDetail.formation', 'matchDetail.position', 'matchDetail.status', 'matchDetail.market.handicap', 'matchDetail.odds.minute', 'matchDetail.kills', 'matchDetail.picks', 'matchDetail.bans', 'matchDetail.rankings.team', 'matchDetail.rankings.name', 'matchDetail.rankings.team_', 'matchDetail.stats.fouls', 'matchDetail.stats.rebounds', 'matchDetail.stats.assists', 'matchDetail.stats.steals', 'matchDetail.stats.blocks', 'matchDetail.stats.kills', 'matchDetail.positions.center', 'events.rebound', 'events.assist', 'events.block', 'events.foul', 'events.kill', 'events.overlord'],
    fr: ['matchDetail.total', 'matchDetail.market.handicap', 'matchDetail.odds.minute', 'matchDetail.odds.score', 'matchDetail.stats.possession', 'matchDetail.stats.corners', 'matchDetail.stats.points', 'matchDetail.stats.passes', 'events.corner', 'events.possession', 'events.baron', 'events.overlord'],
    es: ['matchDetail.total', 'events.overlord'],
    pt: ['matchDetail.total', 'matchDetail.market.handicap', 'matchDetail.stats.passes', 'events.overlord'],
  },
});
