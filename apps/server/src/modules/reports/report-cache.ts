import type { Report } from '@lineup/contract/reports';
import { perApp, SchoolCache } from '#src/db/announced-cache.ts';
import { SCHOOL_CHANNEL } from '#src/db/listen.ts';

/**
 * How long a report is kept at most. Its figures change with the clock too, not only with the
 * school's rows: a lesson that ends counts for its instructor's pay, a charge left unpaid a day
 * more is a day more overdue. A minute is as late as a figure may lag behind the clock.
 */
export const REPORT_KEPT_MS = 60_000;

/**
 * How many reports are kept at most, of all schools: twenty schools' whole dashboards (a year's
 * daily usage, the largest for a year, has a row a day). When full, the school kept longest makes room.
 */
const MAX_REPORTS = 200;

/**
 * The reports of each school as last read, kept while the database announces every change to the
 * rows of the domain (migration 0026): an announcement of a school removes all of its
 * reports at once, in every process, and one this process's own write made arrives before that
 * write's commit returns. Shared by everyone of the school who may see reports: a report depends on
 * the school, its clocks and the period only.
 */
export class ReportCache extends SchoolCache<Report> {
  constructor(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
    super({ maxEntries: options.maxEntries ?? MAX_REPORTS, ttlMs: REPORT_KEPT_MS, ...options });
  }

  /** The report under `key` (its name, clocks and period), else read and kept unless the school changed meanwhile. */
  async read(schoolId: string, key: string, reading: () => Promise<Report>): Promise<Report> {
    const kept = this.get(schoolId, key);
    if (kept) return kept;
    const ticket = this.ticket();
    const report = await reading();
    this.store(schoolId, key, report, ticket);
    return report;
  }
}

const reportCaches = perApp(SCHOOL_CHANNEL, () => new ReportCache());

export const reportCacheOf = reportCaches.of;

/** The app's kept reports, while the database's announcements are heard; they stop with the app. */
export const registerReportCache = reportCaches.register;
