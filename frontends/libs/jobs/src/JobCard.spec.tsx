import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { signInPathFor } from '@marketplace/auth';
import type { JobCard as JobCardData } from '@marketplace/contracts';
import { buildJobCard, buildSessionUser, renderWithProviders } from '@marketplace/testing';
import { JobCard } from './JobCard';
import { ApplyActionProvider } from './apply-action';

const NOW = new Date('2026-03-10T12:00:00Z');

function renderCard(overrides: Partial<JobCardData> = {}) {
  const job = buildJobCard(overrides);
  renderWithProviders(<JobCard job={job} now={NOW} />);
  return { job, card: screen.getByTestId('job-card') };
}

describe('JobCard', () => {
  it('is an article named by its title heading', () => {
    const { card } = renderCard({ title: 'Part-time Bookkeeper' });
    expect(card.tagName).toBe('ARTICLE');
    expect(screen.getByRole('article', { name: 'Part-time Bookkeeper' })).toBe(card);
    expect(within(card).getByRole('heading', { level: 2, name: 'Part-time Bookkeeper' })).toBeInTheDocument();
  });

  it('shows the company logo with alt text when there is one', () => {
    renderCard({ company: 'Maple Labs', companyLogoUrl: 'https://cdn.example/maple.png' });
    const logo = screen.getByRole('img', { name: 'Maple Labs logo' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/maple.png');
    expect(screen.queryByTestId('company-initials')).not.toBeInTheDocument();
  });

  it('shows the initials instead when there is no logo or it fails to load', () => {
    renderCard({ company: 'Maple Labs', companyLogoUrl: 'https://cdn.example/broken.png' });
    fireEvent.error(screen.getByRole('img', { name: 'Maple Labs logo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('company-initials')).toHaveTextContent('ML');
  });

  it('passes the company name through as given, including a private company', () => {
    const { card } = renderCard({ company: 'Private Company', companyLogoUrl: null });
    expect(within(card).getByText('Private Company')).toBeInTheDocument();
    expect(screen.getByTestId('company-initials')).toHaveTextContent('PC');
  });

  it('shows the location, or Remote when it is blank', () => {
    renderCard({ location: 'Austin, TX' });
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
  });

  it('falls back to Remote for a blank location', () => {
    const { card } = renderCard({ location: '  ' });
    expect(within(card).getByText('Remote')).toBeInTheDocument();
  });

  it.each([
    [
      'the text when the range has one',
      { min: 50_000, max: 60_000, text: 'DOE, plus equity' },
      'yearly',
      'DOE, plus equity',
    ],
    ['min-max per year by default', { min: 80_000, max: 120_000, text: null }, 'yearly', '$80,000 - $120,000/yr'],
    ['min-max per month', { min: 4_000, max: 6_000, text: null }, 'monthly', '$4,000 - $6,000/mo'],
    ['min-max per hour', { min: 25, max: 40, text: null }, 'hourly', '$25 - $40/hr'],
    ['min+ when only a minimum is known', { min: 50_000, max: null, text: null }, 'yearly', '$50,000+/yr'],
    ['Competitive when nothing is known', { min: null, max: null, text: null }, 'hourly', 'Competitive'],
  ] as const)('shows pay as %s', (_case, payRange, salaryType, expected) => {
    const { card } = renderCard({ payRange, salaryType });
    expect(within(card).getByText(expected)).toBeInTheDocument();
  });

  it.each([
    ['just now under an hour', '2026-03-10T11:30:00Z', 'Posted just now'],
    ['hours under a day', '2026-03-10T07:00:00Z', 'Posted 5h ago'],
    ['days under a week', '2026-03-07T12:00:00Z', 'Posted 3d ago'],
    ['a date from a week on', '2026-01-05T12:00:00Z', 'Posted Jan 5, 2026'],
  ])('shows the posted age as %s', (_case, postedDate, expected) => {
    renderCard({ postedDate });
    const time = screen.getByText(expected);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', postedDate);
  });

  it('says recently when the posted date is missing', () => {
    renderCard({ postedDate: null });
    expect(screen.getByText('Posted recently')).toBeInTheDocument();
  });

  it('shows the one-line description, clamped by CSS', () => {
    const description = 'We are looking for a detail-minded bookkeeper. '.repeat(10).trim();
    renderCard({ description });
    const paragraph = screen.getByText(description);
    expect(paragraph).toHaveStyle({ overflow: 'hidden' });
  });

  it('shows the type, category and Flexible Hours badges', () => {
    renderCard({ type: 'part-time', category: 'Accounting', isFlexible: true });
    const tags = screen.getByRole('list', { name: 'Job type and category' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Part-time', 'Accounting', 'Flexible Hours']);
  });

  it('labels a full-time job', () => {
    renderCard({ type: 'full-time' });
    expect(screen.getByText('Full-time')).toBeInTheDocument();
  });

  it('leaves out Flexible Hours when the job is not flexible', () => {
    renderCard({ type: 'project', category: 'Design', isFlexible: false });
    expect(screen.getByText('Project')).toBeInTheDocument();
    expect(screen.queryByText('Flexible Hours')).not.toBeInTheDocument();
  });

  it('shows the first three skills and how many more there are', () => {
    renderCard({ skills: ['Figma', 'User research', 'Prototyping', 'Accessibility', 'Design systems'] });
    const skills = screen.getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Figma', 'User research', 'Prototyping', '+2 more']);
    expect(screen.queryByText('Accessibility')).not.toBeInTheDocument();
  });

  it('counts a single extra skill', () => {
    renderCard({ skills: ['SEO', 'Copywriting', 'WordPress', 'Canva'] });
    expect(screen.getByText('+1 more')).toBeInTheDocument();
    expect(screen.queryByText('Canva')).not.toBeInTheDocument();
  });

  it('shows no count when there are three skills or fewer', () => {
    renderCard({ skills: ['Excel', 'QuickBooks', 'Payroll'] });
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("links a signed-in seeker's title and View Details to the in-app job page in a new tab", () => {
    const job = buildJobCard({ id: 'b7e1c2', title: 'Remote Bookkeeper' });
    renderWithProviders(<JobCard job={job} now={NOW} />, { sessionUser: buildSessionUser({ role: 'seeker' }) });
    const card = screen.getByTestId('job-card');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Remote Bookkeeper' });
    for (const link of [
      within(heading).getByRole('link', { name: 'Remote Bookkeeper' }),
      within(card).getByRole('link', { name: 'View Details' }),
    ]) {
      expect(link).toHaveAttribute('href', '/seeker/jobs/b7e1c2');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it.each([
    ['a visitor', null],
    ['an employer', 'employer'],
  ] as const)('links the title and View Details to the public job page, here, for %s', (_who, role) => {
    const job = buildJobCard({ id: 'b7e1c2', title: 'Remote Bookkeeper' });
    renderWithProviders(<JobCard job={job} now={NOW} />, {
      sessionUser: role ? buildSessionUser({ role }) : null,
    });
    const card = screen.getByTestId('job-card');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Remote Bookkeeper' });
    for (const link of [
      within(heading).getByRole('link', { name: 'Remote Bookkeeper' }),
      within(card).getByRole('link', { name: 'View Details' }),
    ]) {
      expect(link).toHaveAttribute('href', '/jobs/b7e1c2');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it.each([
    [
      'Archived before anything else',
      { isArchived: true, isFilled: true, applicationStatus: { hasApplied: true, status: 'hired' } },
      'Archived',
    ],
    [
      'Filled before the application',
      { isArchived: false, isFilled: true, applicationStatus: { hasApplied: true, status: 'hired' } },
      'Filled',
    ],
    ['the application status', { applicationStatus: { hasApplied: true, status: 'interview' } }, 'Interview Scheduled'],
  ] as const)('shows %s', (_case, overrides, label) => {
    const { card } = renderCard(overrides);
    expect(within(card).getByText(label)).toBeInTheDocument();
  });

  it("offers 'Apply Now' and no status badge for an open job the seeker has not applied to", () => {
    const { job, card } = renderCard({
      isArchived: false,
      isFilled: false,
      applicationStatus: { hasApplied: false, status: null },
    });
    for (const label of ['Archived', 'Filled', 'Applied']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    const apply = within(card).getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', `/seeker/jobs/${job.id}#apply`);
    expect(apply).toHaveAttribute('target', '_blank');
  });

  it("shows no 'Apply Now' once the job is filled or archived, or the seeker has applied", () => {
    for (const overrides of [
      { isFilled: true, applicationStatus: { hasApplied: false, status: null } },
      { isArchived: true, applicationStatus: { hasApplied: false, status: null } },
      { applicationStatus: { hasApplied: true, status: 'pending' } },
    ] as const) {
      renderCard(overrides);
      expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  describe("'Apply Now' where the seeker remote provides the apply dialog", () => {
    function renderWithApply(role: 'seeker' | 'employer' | 'admin' | null, overrides: Partial<JobCardData> = {}) {
      const open = jest.fn();
      const job = buildJobCard({ title: 'Remote Bookkeeper', company: 'Harbor & Pine', ...overrides });
      const view = renderWithProviders(
        <ApplyActionProvider value={open}>
          <JobCard job={job} now={NOW} />
        </ApplyActionProvider>,
        { sessionUser: role ? buildSessionUser({ role }) : null },
      );
      return { ...view, open, job };
    }

    it('is a button that opens the dialog for a signed-in seeker, named with the job', async () => {
      const { user, open, job } = renderWithApply('seeker');
      const apply = screen.getByRole('button', { name: 'Apply Now' });
      expect(apply).toHaveAccessibleDescription('Remote Bookkeeper');
      expect(apply).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(apply);
      expect(open).toHaveBeenCalledWith(
        { id: job.id, title: 'Remote Bookkeeper', company: 'Harbor & Pine' },
        expect.objectContaining({ returnFocusTo: expect.any(Function) }),
      );
    });

    it.each(['employer', 'admin'] as const)('is not offered to an %s, who cannot apply', (role) => {
      const { open } = renderWithApply(role);
      expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/jobs\//),
      );
      expect(open).not.toHaveBeenCalled();
    });

    it('is the link to sign in for visitors, coming back here with the apply intent', () => {
      const { open, job } = renderWithApply(null);
      const apply = screen.getByRole('link', { name: 'Apply Now' });
      expect(apply).toHaveAttribute(
        'href',
        signInPathFor({ action: 'apply', jobId: job.id }, { pathname: '/', search: '' }),
      );
      expect(apply).toHaveAccessibleDescription('Remote Bookkeeper');
      expect(open).not.toHaveBeenCalled();
    });

    it.each([
      ['Archived', { isArchived: true, isFilled: true, applicationStatus: { hasApplied: false, status: null } }],
      ['Filled', { isFilled: true, applicationStatus: { hasApplied: true, status: 'pending' } }],
      ['Applied', { applicationStatus: { hasApplied: true, status: null } }],
      ['Not Selected', { applicationStatus: { hasApplied: true, status: 'rejected' } }],
    ] as const)('gives way to the %s badge', (label, overrides) => {
      renderWithApply('seeker', overrides);
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    });
  });
});
