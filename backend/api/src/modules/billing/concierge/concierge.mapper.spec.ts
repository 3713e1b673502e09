import { toAdminConciergeJob, toJobConcierge } from './concierge.mapper';

const AT = new Date('2026-11-27T15:00:00.000Z');

describe('concierge mapper', () => {
  it('shows the employer the concierge by name and e-mail', () => {
    expect(
      toJobConcierge({
        jobId: 'j1',
        grantId: 'g1',
        assignedAt: AT,
        admin: { id: 'a1', name: 'Avery Admin', email: 'avery@example.com' },
      }),
    ).toEqual({
      id: 'a1',
      name: 'Avery Admin',
      email: 'avery@example.com',
      assignedAt: '2026-11-27T15:00:00.000Z',
    });
  });

  it('names an admin concierge job by its title, company and status as jobs tells them', () => {
    const job = {
      id: 'j1',
      title: 'Payroll Specialist',
      status: 'approved' as const,
      company: { name: 'Acme', logoUrl: null },
    };
    expect(toAdminConciergeJob({ jobId: 'j1', packageId: 'concierge-lite', assignedAt: AT }, job)).toEqual({
      jobId: 'j1',
      title: 'Payroll Specialist',
      companyName: 'Acme',
      status: 'approved',
      packageId: 'concierge-lite',
      assignedAt: '2026-11-27T15:00:00.000Z',
    });
  });
});
