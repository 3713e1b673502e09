import type { AdminJobQueueItem } from '@marketplace/contracts';
import { keepDecidedInPlace, type QueueDecision } from './decisions';

const item = (id: string) => ({ id, title: id }) as AdminJobQueueItem;
const decision = (id: string, index: number): QueueDecision => ({
  item: item(id),
  outcome: 'approved',
  page: 1,
  index,
});
const ids = (rows: ReturnType<typeof keepDecidedInPlace>) =>
  rows.map((row) => `${row.item.id}${row.decision ? '*' : ''}`);

describe('keepDecidedInPlace', () => {
  it('puts decided jobs back where they were shown, whatever order they were decided in', () => {
    // Shown: a b c d e; b then d decided; the server now sends a c e f.
    const waiting = ['a', 'c', 'e', 'f'].map(item);
    expect(ids(keepDecidedInPlace(waiting, [decision('d', 3), decision('b', 1)]))).toEqual([
      'a',
      'b*',
      'c',
      'd*',
      'e',
      'f',
    ]);
  });

  it('keeps a decided job once even while the server still lists it, and at the end when the list got shorter', () => {
    expect(ids(keepDecidedInPlace(['a', 'b'].map(item), [decision('b', 1)]))).toEqual(['a', 'b*']);
    expect(ids(keepDecidedInPlace([], [decision('x', 4)]))).toEqual(['x*']);
    expect(ids(keepDecidedInPlace(['a'].map(item), []))).toEqual(['a']);
  });
});
