import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import type { PolicyRow } from '../../db/schema/index.js';
import { blobStorePlugin } from '../../platform/blob-store/index.js';
import { claimLinesPlugin } from '../claims/index.js';
import { createFuneralModule } from '../funeral/index.js';
import { documentsModule, loadScheduleData, scheduleSourcesPlugin } from './index.js';
import { ScheduleSources, type ScheduleSource } from './schedule-sources.js';
import type { PolicyScheduleData } from './schedule/schedule-data.js';

const policyOf = (line: string) => ({ id: 'p1', line }) as PolicyRow;
const data = { policyNumber: 'DUMMY-1' } as unknown as PolicyScheduleData;
const dummySource: ScheduleSource = { load: async () => data };

describe('schedule sources: a line plugs its schedule content into documents', () => {
  it('loads a policy’s schedule data from its own line’s source only', async () => {
    const scheduleSources = new ScheduleSources();
    scheduleSources.register('dummy', dummySource);
    const deps = { db: {} as never, scheduleSources };
    await expect(loadScheduleData(deps, policyOf('dummy'), new Date())).resolves.toBe(data);
    await expect(loadScheduleData(deps, policyOf('funeral'), new Date())).rejects.toThrow(
      'The funeral line has no schedule source',
    );
  });

  it('takes one source per line', () => {
    const scheduleSources = new ScheduleSources();
    scheduleSources.register('dummy', dummySource);
    expect(() => scheduleSources.register('dummy', dummySource)).toThrow('already');
    expect(scheduleSources.of('other')).toBeUndefined();
  });

  it('the documents module and a line refuse to start without the registries they plug into', async () => {
    await expect(buildTestApp({}, { modules: [blobStorePlugin, documentsModule] })).rejects.toThrow(
      /schedule-sources/,
    );
    await expect(buildTestApp({}, { modules: [blobStorePlugin, createFuneralModule()] })).rejects.toThrow(
      /schedule-sources/,
    );
    await expect(
      buildTestApp({}, { modules: [blobStorePlugin, scheduleSourcesPlugin, createFuneralModule()] }),
    ).rejects.toThrow(/claim-lines/);
  });

  it('the funeral line registers its source when the app starts', async () => {
    const app = await buildTestApp(
      { SEED_DEMO_DATA: false },
      {
        modules: [
          blobStorePlugin,
          scheduleSourcesPlugin,
          claimLinesPlugin,
          documentsModule,
          createFuneralModule(),
        ],
      },
    );
    try {
      expect(app.scheduleSources.of('funeral')).toBeDefined();
      expect(app.scheduleSources.of('device')).toBeUndefined();
      expect(app.claimLines.of('funeral').types.map((type) => type.type)).toEqual(['funeral_death']);
    } finally {
      await app.close();
    }
  });
});
