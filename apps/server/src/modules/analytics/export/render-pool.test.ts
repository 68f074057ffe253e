/** The render worker (decision 169): the file comes back from a worker thread, the same bytes as rendered here. */
import { describe, expect, it } from 'vitest';
import { renderTask } from '../../../render-worker.ts';
import { type RenderTask, renderedOffThread, renderOffThread } from './render-pool.ts';

const task: RenderTask = {
  kind: 'recommendations',
  format: 'csv',
  items: [],
  timeRange: '30d',
  createdAt: new Date('2026-03-02T10:00:00Z'),
};

describe('renderOffThread', () => {
  it('renders in a worker thread and answers a Buffer with the bytes the main thread would write', async () => {
    const before = renderedOffThread();
    const file = await renderOffThread(task);
    expect(renderedOffThread()).toBe(before + 1);
    expect(Buffer.isBuffer(file.body)).toBe(true);
    expect(file).toEqual(await renderTask(task));
  });

  it('answers the worker’s failure as a rejection', async () => {
    await expect(renderOffThread({ kind: 'analytics', type: 'all', format: 'csv', data: {} as never })).rejects.toThrow();
  });
});
