import type { Language, Statistics } from '@site/shared/contract';
import { COMPANY_FOUNDED_YEAR, formatNumber } from './dates';

/** The statistics shown when the server sends none (docs/product.md#business-constants). */
export const defaultStats = {
  happyClients: '150+',
  completedProjects: '200+',
  satisfactionRate: '95%',
  support: '24/7',
  /** `support_available` of the about data */
  supportAvailable: '99.9%',
} as const;

/** The label of each card is `t.stats[key]`. */
export interface StatCard {
  key: 'happyClients' | 'completedProjects' | 'satisfactionRate' | 'support' | 'teamMembers' | 'yearsOfExperience';
  /** null when the server sends no value and there is no default (the card is left out) */
  value: string | null;
}

type Value = number | string | null | undefined;

/** A count from the server (`150` → `150+`), a text as sent, or the fallback. */
function count(value: Value, lang: Language, fallback: string | null): string | null {
  if (typeof value === 'number') return `${formatNumber(value, lang)}+`;
  return value?.trim() ? value : fallback;
}

/** The home stats strip: happy clients, completed projects, satisfaction rate, support. */
export function homeStats(statistics: Statistics | null | undefined, lang: Language): StatCard[] {
  const s = statistics ?? {};
  return [
    { key: 'happyClients', value: count(s.happy_clients, lang, defaultStats.happyClients) },
    { key: 'completedProjects', value: count(s.total_projects, lang, defaultStats.completedProjects) },
    { key: 'satisfactionRate', value: count(s.satisfaction_rate, lang, defaultStats.satisfactionRate) },
    { key: 'support', value: defaultStats.support },
  ];
}

/**
 * The about page's four cards from its statistics: projects, team members, support
 * available (default 99.9%) and years of experience (default: since the founding in 2020).
 */
export function aboutStats(statistics: Statistics | null | undefined, lang: Language, now: Date = new Date()): StatCard[] {
  const s = statistics ?? {};
  const years = now.getUTCFullYear() - COMPANY_FOUNDED_YEAR;
  return [
    { key: 'completedProjects', value: count(s.total_projects, lang, defaultStats.completedProjects) },
    { key: 'teamMembers', value: count(s.team_members, lang, null) },
    { key: 'support', value: count(s.support_available, lang, defaultStats.supportAvailable) },
    { key: 'yearsOfExperience', value: count(s.years_of_experience, lang, `${formatNumber(years, lang)}+`) },
  ];
}
