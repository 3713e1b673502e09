import type { AuditFilterPerson } from '@marketplace/contracts';
import { filterOptionLabels } from './filter-labels';

const person = (id: string, name: string, extra: Partial<AuditFilterPerson> = {}): AuditFilterPerson => ({
  id,
  name,
  role: 'seeker',
  deletedAt: null,
  ...extra,
});

describe('filterOptionLabels', () => {
  it('keeps a name only one person has as it is', () => {
    expect([...filterOptionLabels([person('a', 'Maya Thompson'), person('b', 'Jordan Ellis')]).values()]).toEqual([
      'Maya Thompson',
      'Jordan Ellis',
    ]);
  });

  it('tells apart the deleted accounts by role and the day they were deleted, then by number', () => {
    const labels = filterOptionLabels([
      person('a', 'Deleted user', { role: 'seeker', deletedAt: '2026-11-03T12:00:00Z' }),
      person('b', 'Deleted user', { role: 'employer', deletedAt: '2026-11-03T12:00:00Z' }),
      person('c', 'Deleted user', { role: 'seeker', deletedAt: '2026-11-20T12:00:00Z' }),
      person('d', 'Deleted user', { role: 'seeker', deletedAt: '2026-11-20T13:00:00Z' }),
      person('e', 'Maya Thompson'),
    ]);
    const values = [...labels.values()];
    expect(values).toEqual([
      'Deleted user (Seeker, deleted Nov 3, 2026)',
      'Deleted user (Employer, deleted Nov 3, 2026)',
      'Deleted user (Seeker, deleted Nov 20, 2026) 1',
      'Deleted user (Seeker, deleted Nov 20, 2026) 2',
      'Maya Thompson',
    ]);
    expect(new Set(values).size).toBe(values.length);
  });

  it('names two live people of the same name by their roles', () => {
    expect([
      ...filterOptionLabels([
        person('a', 'Sam Lee', { role: 'seeker' }),
        person('b', 'Sam Lee', { role: 'employer' }),
      ]).values(),
    ]).toEqual(['Sam Lee (Seeker)', 'Sam Lee (Employer)']);
  });
});
