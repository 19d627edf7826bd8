// Everything the engine plays, with where and when each competition plays locally.
import { BASKETBALL_COMPETITIONS } from './basketball';
import { ESPORTS_COMPETITIONS, ESPORTS_TITLES } from './esports';
import { FOOTBALL_COMPETITIONS } from './football';
import type { CatalogCompetition } from './types';

export const CATALOG: CatalogCompetition[] = [...FOOTBALL_COMPETITIONS, ...BASKETBALL_COMPETITIONS, ...ESPORTS_COMPETITIONS];
export { ESPORTS_TITLES };

export interface Schedule {
  /** IANA zone the competition's kick-off times are local to. */
  timeZone: string;
  /** Local kick-off times. */
  slots: string[];
  /** Matches on a typical day. */
  perDay: number;
}

/** Local slots and daily volume; together above 150 matches a day. */
export const SCHEDULES: Record<string, Schedule> = {
  'football-epl': { timeZone: 'Europe/London', slots: ['12:30', '15:00', '17:30', '20:00'], perDay: 9 },
  'football-laliga': { timeZone: 'Europe/Madrid', slots: ['14:00', '16:15', '18:30', '21:00'], perDay: 9 },
  'football-seriea': { timeZone: 'Europe/Rome', slots: ['12:30', '15:00', '18:00', '20:45'], perDay: 9 },
  'football-bundesliga': { timeZone: 'Europe/Berlin', slots: ['15:30', '18:30', '20:30'], perDay: 8 },
  'football-ligue1': { timeZone: 'Europe/Paris', slots: ['15:00', '17:00', '19:00', '21:00'], perDay: 8 },
  'football-eredivisie': { timeZone: 'Europe/Amsterdam', slots: ['14:30', '16:45', '20:00'], perDay: 8 },
  'football-primeira': { timeZone: 'Europe/Lisbon', slots: ['15:30', '18:00', '20:30'], perDay: 8 },
  'football-csl': { timeZone: 'Asia/Shanghai', slots: ['15:30', '19:00', '19:35'], perDay: 7 },
  'football-j1': { timeZone: 'Asia/Tokyo', slots: ['14:00', '15:00', '19:00'], perDay: 9 },
  'football-kleague': { timeZone: 'Asia/Seoul', slots: ['14:00', '16:30', '19:00'], perDay: 6 },
  'football-champions-cup': { timeZone: 'Europe/Paris', slots: ['18:45', '21:00'], perDay: 0 },
  'basketball-nba': { timeZone: 'America/New_York', slots: ['19:00', '19:30', '20:00', '21:00', '22:00', '22:30'], perDay: 12 },
  'basketball-cba': { timeZone: 'Asia/Shanghai', slots: ['19:35', '20:00'], perDay: 9 },
  'basketball-euroleague': { timeZone: 'Europe/Madrid', slots: ['18:45', '20:00', '20:45'], perDay: 8 },
  'lol-lpl': { timeZone: 'Asia/Shanghai', slots: ['15:00', '17:00', '19:00'], perDay: 5 },
  'lol-lck': { timeZone: 'Asia/Seoul', slots: ['17:00', '19:30'], perDay: 4 },
  'cs2-pro': { timeZone: 'Europe/Berlin', slots: ['11:00', '13:30', '16:00', '18:30', '21:00'], perDay: 9 },
  'dota2-pro': { timeZone: 'Europe/Berlin', slots: ['10:00', '13:00', '16:00', '19:00'], perDay: 7 },
  'valorant-pacific': { timeZone: 'Asia/Tokyo', slots: ['14:00', '17:00'], perDay: 5 },
  'valorant-americas': { timeZone: 'America/Los_Angeles', slots: ['14:00', '17:00'], perDay: 5 },
  'valorant-emea': { timeZone: 'Europe/Berlin', slots: ['17:00', '20:00'], perDay: 5 },
  'valorant-china': { timeZone: 'Asia/Shanghai', slots: ['16:00', '19:00'], perDay: 5 },
};
