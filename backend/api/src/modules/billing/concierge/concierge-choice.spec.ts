import { chooseConcierge, type ConciergeCandidate } from './concierge-choice';

const at = (iso: string) => new Date(iso);
const admin = (adminId: string, openJobs: number, lastAssignedAt: string | null = null): ConciergeCandidate => ({
  adminId,
  openJobs,
  lastAssignedAt: lastAssignedAt ? at(lastAssignedAt) : null,
});

describe('chooseConcierge', () => {
  it('has nobody to choose without admins', () => {
    expect(chooseConcierge([])).toBeNull();
  });

  it('chooses the admin with the fewest open concierge jobs', () => {
    expect(
      chooseConcierge([
        admin('a', 3, '2026-11-01T00:00:00Z'),
        admin('b', 1, '2026-11-20T00:00:00Z'),
        admin('c', 2, '2026-10-01T00:00:00Z'),
      ]),
    ).toBe('b');
  });

  it('on a tie, chooses the admin whose last assignment is oldest, and one never assigned before anyone', () => {
    expect(
      chooseConcierge([admin('a', 1, '2026-11-20T00:00:00Z'), admin('b', 1, '2026-11-02T00:00:00Z'), admin('c', 4)]),
    ).toBe('b');
    expect(chooseConcierge([admin('a', 0, '2026-11-20T00:00:00Z'), admin('z', 0)])).toBe('z');
  });

  it('breaks a full tie by id, whatever the order of the rows', () => {
    const tied = [admin('9f', 0), admin('1a', 0), admin('5c', 0)];
    expect(chooseConcierge(tied)).toBe('1a');
    expect(chooseConcierge([...tied].reverse())).toBe('1a');
    const sameTime = [admin('b2', 2, '2026-11-01T00:00:00Z'), admin('b1', 2, '2026-11-01T00:00:00Z')];
    expect(chooseConcierge(sameTime)).toBe('b1');
  });

  it('takes turns: after each assignment the next job goes to another admin', () => {
    const load = new Map([
      ['a', admin('a', 0)],
      ['b', admin('b', 0)],
      ['c', admin('c', 0)],
    ]);
    const chosen: string[] = [];
    for (let day = 1; day <= 6; day += 1) {
      const id = chooseConcierge([...load.values()])!;
      chosen.push(id);
      const before = load.get(id)!;
      load.set(id, { ...before, openJobs: before.openJobs + 1, lastAssignedAt: at(`2026-11-0${day}T00:00:00Z`) });
    }
    expect(chosen).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });
});
