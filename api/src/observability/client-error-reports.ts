import type { ClientErrorReport, RemoteName } from '@site/shared/contract';
import { ownerOf, remoteOfApp } from '@site/shared/site';

/** A section's files in a stack: a release's (`/releases/mf-portfolio/<version>/…`) or its build in dist/ (`/mf-portfolio/…`). */
const sectionFile = /\/(?:releases\/)?(mf-(?:shell|pages|portfolio|forms))\/(?:([0-9a-f]{20})\/)?/;

/** The section that builds each widget (its reports come from a partner's page, naming the widget only). */
const widgetSections: Readonly<Record<NonNullable<ClientErrorReport['widget']>, RemoteName>> = { portfolio: 'mf_portfolio', consultation: 'mf_forms' };

/**
 * The section a report counts against, and its version: the one the report names (a container
 * that did not load, a widget's section), else the first section whose files the stack names (the
 * code that threw), else the section that owns the page (a page's own code, the host's). The
 * version is the one the page names for that section, else the one its files' URL names; null when
 * neither says (a widget's: it runs its section's live version, which the caller knows).
 */
export function attributeReport(report: ClientErrorReport): { section: RemoteName; version: string | null } {
  if (report.widget) {
    const section = widgetSections[report.widget];
    return { section, version: report.versions?.[section] ?? null };
  }
  const inStack = sectionFile.exec(report.stack ?? '');
  const fromStack = inStack ? (inStack[1]!.replace('-', '_') as RemoteName) : null;
  let path = '/';
  try {
    path = new URL(report.page, 'http://site.invalid').pathname;
  } catch {
    // A page that is no URL: the home page's owner.
  }
  const section = report.section ?? fromStack ?? remoteOfApp[ownerOf(path)];
  const stackVersion = fromStack === section && inStack ? (inStack[2] ?? 'build') : null;
  return { section, version: report.versions?.[section] ?? stackVersion };
}

/**
 * Reports past this many a second on one replica are sampled: a broken release on a busy site
 * sends thousands, and counting a tenth of them (each as ten) tells the same story for a tenth of
 * the work. Past ten times this, a hundredth (each as a hundred).
 */
const REPORTS_IN_FULL_PER_SECOND = 50;

/**
 * Sampling under load, counted so the sums stay right: `weigh()` says 1 for a report to count
 * as itself, k to count as k (one of every k kept), 0 to drop. Every k-th, not a random one: the
 * same load always keeps the same share, and a test can say which.
 */
export class ReportSampler {
  private windowStart = Number.NEGATIVE_INFINITY;
  private seen = 0;

  constructor(private readonly inFull = REPORTS_IN_FULL_PER_SECOND) {}

  weigh(now = performance.now()): number {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.seen = 0;
    }
    this.seen += 1;
    if (this.seen <= this.inFull) return 1;
    const every = this.seen <= this.inFull * 10 ? 10 : 100;
    return this.seen % every === 0 ? every : 0;
  }
}
