/**
 * Where a policy's schedule content comes from, per product line: a line registers how the display data of
 * its policy's current version is loaded, and the documents module renders and stores the PDF without
 * knowing any line. One registry per app (`app.scheduleSources`), decorated by the plugin below.
 */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import type { PolicyRow } from '../../db/schema/index.js';
import type { PolicyScheduleData } from './schedule/schedule-data.js';

export interface ScheduleSource {
  /** The display data of the policy's current version (not ownership-checked: callers check first). */
  load(db: Database, policy: PolicyRow, now: Date): Promise<PolicyScheduleData>;
}

export class ScheduleSources {
  private readonly sources = new Map<string, ScheduleSource>();

  /** Registers a line's source; a line registers once. */
  register(line: string, source: ScheduleSource): void {
    if (this.sources.has(line)) throw new Error(`The ${line} line has a schedule source already`);
    this.sources.set(line, source);
  }

  /** The source of a line, if the line has schedules. */
  of(line: string): ScheduleSource | undefined {
    return this.sources.get(line);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedule sources of the product lines (documents/schedule-sources.ts). */
    scheduleSources: ScheduleSources;
  }
}

/** Decorates `app.scheduleSources` for every module (not encapsulated). Lines and documents depend on it. */
export const scheduleSourcesPlugin = fp(
  async (app) => {
    app.decorate('scheduleSources', new ScheduleSources());
  },
  { name: 'schedule-sources' },
);
