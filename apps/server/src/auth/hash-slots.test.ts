import { describe, expect, it } from 'vitest';
import { createHashSlots } from './hash-slots.js';

describe('hash slots', () => {
  it('run at most their number of jobs at a time, the rest in order of arrival', async () => {
    const run = createHashSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (id: number) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(id);
        return id;
      });
    await expect(Promise.all([1, 2, 3, 4, 5].map(job))).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });

  it('free the slot when a job fails', async () => {
    const run = createHashSlots(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
