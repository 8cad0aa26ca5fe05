import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from './in-flight-counter.js';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the in-flight counter', () => {
  it('counts work from the moment it starts, before its first await, until it settles', async () => {
    const counter = createInFlightCounter();
    const work = deferred();

    const tracked = counter.track(() => work.promise);
    expect(counter.count()).toBe(1);
    work.resolve();
    await tracked;
    expect(counter.count()).toBe(0);
  });

  it('stops counting failed work too, and passes its failure on', async () => {
    const counter = createInFlightCounter();
    const work = deferred();

    const tracked = counter.track(() => work.promise);
    work.reject(new Error('offline'));

    await expect(tracked).rejects.toThrow('offline');
    expect(counter.count()).toBe(0);
  });

  it('tells each listener every change until it unsubscribes or the listeners are cleared', async () => {
    const counter = createInFlightCounter();
    const heard: number[] = [];
    const alsoHeard: number[] = [];
    const unsubscribe = counter.subscribe((count) => heard.push(count));
    counter.subscribe((count) => alsoHeard.push(count));
    const first = deferred();
    const second = deferred();

    const a = counter.track(() => first.promise);
    const b = counter.track(() => second.promise);
    first.resolve();
    await a;
    unsubscribe();
    second.resolve();
    await b;
    expect(heard).toEqual([1, 2, 1]);
    expect(alsoHeard).toEqual([1, 2, 1, 0]);

    counter.clearListeners();
    await counter.track(async () => undefined);
    expect(alsoHeard).toEqual([1, 2, 1, 0]);
  });

  it('is back to 0 once all work has settled, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }).chain((outcomes) =>
          fc.tuple(
            fc.constant(outcomes),
            fc.shuffledSubarray(
              outcomes.map((_, index) => index),
              {
                minLength: outcomes.length,
              },
            ),
          ),
        ),
        async ([outcomes, order]) => {
          const counter = createInFlightCounter();
          const works = outcomes.map(() => deferred());
          const tracked = works.map((work) => counter.track(() => work.promise).catch(() => {}));
          expect(counter.count()).toBe(works.length);
          for (const index of order) {
            if (outcomes[index]) works[index]?.resolve();
            else works[index]?.reject(new Error('failed'));
          }
          await Promise.all(tracked);
          expect(counter.count()).toBe(0);
        },
      ),
    );
  });
});
