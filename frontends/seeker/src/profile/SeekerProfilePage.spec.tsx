import { Route, Routes } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  ENTITLEMENT_MESSAGES,
  RESUME_MESSAGES,
  SEEKER_PROFILE_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  type ResumeSummary,
  type SeekerProfile,
  type SeekerProfileInput,
} from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  deferred,
  mockApi,
  renderWithProviders,
  type FetchHandler,
  type MockReply,
} from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { stubEditorLayout } from './editor-spec-helpers';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson', email: 'maya@example.com' });

const EMPTY: SeekerProfileInput = {
  headline: null,
  location: null,
  phone: null,
  availability: null,
  experienceLevel: null,
  aboutMe: null,
  salaryExpectations: null,
  showSalaryExpectations: false,
  visibleToEmployers: false,
  skills: [],
  portfolioUrls: [],
  workExperience: null,
  education: [],
};

function resume(id: string, overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id,
    name: `Resume ${id}`,
    uploadedAt: '2026-03-02T12:00:00Z',
    isDefault: false,
    fileName: `${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 48_000,
    status: 'ready',
    ...overrides,
  };
}

function buildProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    ...EMPTY,
    userId: seeker.id,
    name: seeker.name,
    email: seeker.email,
    profilePictureUrl: null,
    resumes: [],
    resumeLimit: 1,
    membershipPlan: 'trial',
    updatedAt: null,
    ...overrides,
  };
}

const SAVED = buildProfile({
  headline: 'Bookkeeper for small businesses',
  location: 'Remote',
  phone: '(555) 123-4567',
  availability: 'two_weeks',
  experienceLevel: 'mid',
  aboutMe: 'Ten years of small-business books.',
  salaryExpectations: 62000,
  showSalaryExpectations: true,
  visibleToEmployers: true,
  skills: ['QuickBooks', 'Payroll'],
  portfolioUrls: ['https://maya.example'],
  workExperience: '<p>Harbor &amp; Pine: <strong>monthly close</strong></p>',
  education: [
    {
      institution: 'State College',
      certifications: 'BSc Accounting',
      startDate: '2010-09',
      endDate: '2014-06',
      notes: 'Graduated with honours',
    },
  ],
  resumes: [
    resume('r1', { name: 'Main resume', isDefault: true }),
    resume('r2', {
      name: 'Short resume',
      fileName: 'short.docx',
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      status: 'processing',
    }),
  ],
  resumeLimit: 3,
});

/** A fake of the profile API: GET answers the current profile, PUT and resume changes update it. */
function renderProfile(
  start: SeekerProfile,
  options: { put?: (body: SeekerProfileInput) => MockReply; routes?: Record<string, FetchHandler> } = {},
) {
  const server = { profile: start };
  const resumeRoute: FetchHandler = (url, init) => {
    const id = decodeURIComponent(url.pathname.split('/')[4] ?? '');
    if (init.method === 'DELETE') {
      server.profile = { ...server.profile, resumes: server.profile.resumes.filter((r) => r.id !== id) };
      return { status: 204 };
    }
    const patch = JSON.parse(String(init.body)) as { name?: string; isDefault?: true };
    server.profile = {
      ...server.profile,
      resumes: server.profile.resumes.map((r) =>
        r.id === id ? { ...r, ...patch } : patch.isDefault ? { ...r, isDefault: false } : r,
      ),
    };
    return { body: server.profile.resumes.find((r) => r.id === id) };
  };
  const fetchMock = mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(seeker) }),
    '/api/seeker/profile': (_url, init) => {
      if (init.method !== 'PUT') return { body: server.profile };
      const body = JSON.parse(String(init.body)) as SeekerProfileInput;
      const reply = options.put?.(body);
      if (reply) return reply;
      server.profile = { ...server.profile, ...body };
      return { body: server.profile };
    },
    ...Object.fromEntries(start.resumes.map((r) => [`/api/seeker/resumes/${r.id}`, resumeRoute])),
    ...options.routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route: '/seeker/profile', sessionUser: seeker },
  );
  return { ...view, fetchMock, server };
}

function callsOf(fetchMock: jest.Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The page with the lazy editor loaded. */
async function editorReady() {
  return screen.findByRole('textbox', { name: 'Work experience' });
}

const meter = () => screen.getByRole('progressbar', { name: 'Profile completeness' });
const missingList = () => screen.getByRole('list', { name: 'Still missing:' });

beforeAll(stubEditorLayout);
beforeEach(() => resetProfileFetchGate());

describe('SeekerProfilePage', () => {
  it('is linked from the dashboard', async () => {
    mockApi({ '/api/user/profile': () => ({ body: buildUserProfile(seeker) }) });
    renderWithProviders(
      <Routes>
        <Route path="/seeker/*" element={<SeekerRoutes />} />
      </Routes>,
      { route: '/seeker/dashboard', sessionUser: seeker },
    );
    const links = within(await screen.findByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Professional profile/ })).toHaveAttribute('href', '/seeker/profile');
  });

  it('loads and shows the saved profile, every section filled in', async () => {
    renderProfile(SAVED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Headline')).toHaveValue('Bookkeeper for small businesses');
    expect(screen.getByLabelText('Location')).toHaveValue('Remote');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText('Availability')).toHaveValue('two_weeks');
    expect(screen.getByLabelText('Experience level')).toHaveValue('mid');
    expect(screen.getByLabelText('About me')).toHaveValue('Ten years of small-business books.');
    expect(screen.getByLabelText('About me')).toHaveAccessibleDescription(
      `34/${SEEKER_PROFILE_LIMITS.aboutMeMax} characters`,
    );
    expect(screen.getByLabelText('Salary expectations (USD per year)')).toHaveValue(62000);
    expect(screen.getByRole('checkbox', { name: 'Show my salary expectations to employers' })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Selected skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual(['QuickBooks', 'Payroll']);
    expect(screen.getByLabelText('Portfolio link 1')).toHaveValue('https://maya.example');
    const entry = screen.getByRole('group', { name: 'Education 1' });
    expect(within(entry).getByLabelText(/^Institution/)).toHaveValue('State College');
    expect(within(entry).getByLabelText('Degree or certifications')).toHaveValue('BSc Accounting');
    expect(within(entry).getByLabelText('Start month')).toHaveValue('2010-09');
    expect(within(entry).getByLabelText('End month')).toHaveValue('2014-06');
    expect(within(entry).getByLabelText('Notes')).toHaveValue('Graduated with honours');
    const work = await editorReady();
    expect(work.querySelector('strong')).toHaveTextContent('monthly close');
    expect(screen.getByRole('region', { name: 'Profile picture' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Professional profile · Nestwork'));
  });

  it('shows a skeleton while loading and an error with Retry when the load fails', async () => {
    const first = deferred<MockReply>();
    let calls = 0;
    mockApi({
      '/api/user/profile': () => ({ body: buildUserProfile(seeker) }),
      '/api/seeker/profile': () => {
        calls += 1;
        return calls === 1 ? first.promise : { body: SAVED };
      },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/seeker/*" element={<SeekerRoutes />} />
      </Routes>,
      { route: '/seeker/profile', sessionUser: seeker },
    );
    expect(await screen.findByLabelText('Loading your profile')).toHaveAttribute('aria-busy', 'true');
    first.resolve({ status: 500, body: { error: 'Database unavailable' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SEEKER_PROFILE_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Headline')).toHaveValue('Bookkeeper for small businesses');
  });

  it('updates the completeness meter and the missing list as fields are filled', async () => {
    const { user } = renderProfile(buildProfile());
    await editorReady();
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    expect(within(missingList()).getAllByRole('listitem')).toHaveLength(10);
    expect(missingList()).toHaveTextContent('Add a headline');

    await user.type(screen.getByLabelText('Headline'), 'Bookkeeper');
    expect(meter()).toHaveAttribute('aria-valuenow', '10');
    expect(missingList()).not.toHaveTextContent('Add a headline');

    await user.selectOptions(screen.getByLabelText('Availability'), 'immediately');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'entry');
    expect(meter()).toHaveAttribute('aria-valuenow', '30');

    const skills = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(skills, 'Excel{Enter}Payroll{Enter}');
    expect(missingList()).toHaveTextContent('Add at least 3 skills');
    await user.type(skills, 'QuickBooks{Enter}');
    expect(missingList()).not.toHaveTextContent('Add at least 3 skills');
    expect(meter()).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('button', { name: 'Add education' }));
    expect(meter()).toHaveAttribute('aria-valuenow', '40');
    await user.type(screen.getByLabelText(/^Institution/), 'State College');
    expect(meter()).toHaveAttribute('aria-valuenow', '50');

    await user.click(await editorReady());
    await user.keyboard('Ran the books');
    expect(meter()).toHaveAttribute('aria-valuenow', '60');
    expect(missingList()).not.toHaveTextContent('Describe your work experience');
    expect(missingList()).toHaveTextContent('Upload a resume');
  });

  it('blocks the save with the contract messages under each field and focuses the first', async () => {
    const { user, fetchMock } = renderProfile(
      buildProfile({
        portfolioUrls: [
          'https://a.example',
          'https://b.example',
          'https://c.example',
          'https://d.example',
          'https://e.example',
          'https://f.example',
        ],
      }),
    );
    await editorReady();
    // Six links came from the server (older data): no room for another.
    expect(screen.queryByRole('button', { name: 'Add a link' })).not.toBeInTheDocument();

    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '55512');
    expect(phone).toHaveValue('(555) 12');
    const salary = screen.getByLabelText('Salary expectations (USD per year)');
    await user.type(salary, '2000000');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const entry = screen.getByRole('group', { name: 'Education 1' });
    await user.type(within(entry).getByLabelText(/^Institution/), 'State College');
    fireEvent.change(within(entry).getByLabelText('Start month'), { target: { value: '2014-09' } });
    fireEvent.change(within(entry).getByLabelText('End month'), { target: { value: '2012-06' } });
    // A picked month shows its message at once.
    expect(within(entry).getByLabelText('End month')).toHaveAccessibleDescription(
      SEEKER_PROFILE_MESSAGES.endBeforeStart,
    );

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Please fix the highlighted fields.')).toHaveAttribute('role', 'alert');
    expect(phone).toHaveAccessibleDescription(SEEKER_PROFILE_MESSAGES.phoneInvalid);
    expect(phone).toHaveFocus();
    expect(salary).toHaveAccessibleDescription(expect.stringContaining(SEEKER_PROFILE_MESSAGES.salaryInvalid));
    expect(screen.getByRole('group', { name: 'Portfolio links' })).toHaveAccessibleDescription(
      SEEKER_PROFILE_MESSAGES.portfolioTooMany,
    );
    expect(callsOf(fetchMock, 'PUT', '/api/seeker/profile')).toHaveLength(0);

    // Removing the extra link clears the list's message.
    await user.click(screen.getByRole('button', { name: 'Remove portfolio link 6' }));
    expect(screen.getByRole('group', { name: 'Portfolio links' })).not.toHaveAccessibleDescription(
      SEEKER_PROFILE_MESSAGES.portfolioTooMany,
    );
  });

  it('shows a bad portfolio link under its own box', async () => {
    const { user, fetchMock } = renderProfile(buildProfile());
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const first = screen.getByLabelText('Portfolio link 1');
    expect(first).toHaveFocus();
    await user.type(first, 'maya dot com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(first).toHaveAccessibleDescription(SEEKER_PROFILE_MESSAGES.portfolioInvalid);
    expect(first).toHaveFocus();
    expect(callsOf(fetchMock, 'PUT', '/api/seeker/profile')).toHaveLength(0);
  });

  it('saves the whole profile with the exact PUT body and confirms with a toast', async () => {
    const { user, fetchMock } = renderProfile(buildProfile());
    await editorReady();
    await user.type(screen.getByLabelText('Headline'), '  Bookkeeper  ');
    await user.type(screen.getByLabelText('Phone'), '555.123.4567');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    await user.selectOptions(screen.getByLabelText('Availability'), 'one_month');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'senior');
    await user.type(screen.getByLabelText('About me'), '   ');
    await user.type(screen.getByLabelText('Salary expectations (USD per year)'), '65000');
    await user.click(screen.getByRole('checkbox', { name: 'Show my salary expectations to employers' }));
    const findable = screen.getByRole('checkbox', { name: 'Let employers find my profile and invite me to apply' });
    expect(findable).not.toBeChecked();
    await user.click(findable);
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'QuickBooks{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Portfolio link 1'), 'https://maya.example');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.click(await editorReady());
    await user.keyboard('Ran the books');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(screen.getByLabelText(/^Institution/), 'State College');
    fireEvent.change(screen.getByLabelText('Start month'), { target: { value: '2010-09' } });
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(SEEKER_PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(callsOf(fetchMock, 'PUT', '/api/seeker/profile')).toEqual([
      {
        headline: 'Bookkeeper',
        location: null,
        phone: '(555) 123-4567',
        availability: 'one_month',
        experienceLevel: 'senior',
        aboutMe: null,
        salaryExpectations: 65000,
        showSalaryExpectations: true,
        visibleToEmployers: true,
        skills: ['QuickBooks'],
        portfolioUrls: ['https://maya.example'],
        workExperience: '<p>Ran the books</p>',
        education: [
          { institution: 'State College', certifications: '', startDate: '2010-09', endDate: null, notes: '' },
        ],
      },
    ]);
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the fields and the failure toast", async () => {
    const { user } = renderProfile(SAVED, {
      put: () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields',
          fieldErrors: {
            location: [SEEKER_PROFILE_MESSAGES.locationTooLong],
            'education.0.notes': [SEEKER_PROFILE_MESSAGES.notesTooLong],
          },
        },
      }),
    });
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const location = screen.getByLabelText('Location');
    await waitFor(() =>
      expect(location).toHaveAccessibleDescription(
        `Up to ${SEEKER_PROFILE_LIMITS.locationMax} characters. ${SEEKER_PROFILE_MESSAGES.locationTooLong}`,
      ),
    );
    expect(location).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Education 1' })).getByLabelText('Notes'),
    ).toHaveAccessibleDescription(SEEKER_PROFILE_MESSAGES.notesTooLong);
    const toast = screen.getByText(SEEKER_PROFILE_MESSAGES.saveFailed).closest('li');
    expect(toast).toHaveTextContent('Please check the highlighted fields');

    // Editing the field clears the server's message for it.
    await user.type(location, 'x');
    expect(location).not.toHaveAttribute('aria-invalid');
  });
});

describe('Resumes', () => {
  it('lists the versions with the default and processing badges', async () => {
    renderProfile(SAVED);
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    const main = within(list).getByRole('listitem', { name: 'Main resume' });
    expect(within(main).getByText('Default')).toBeInTheDocument();
    expect(main).toHaveTextContent('r1.pdf');
    expect(main).toHaveTextContent(/Uploaded Mar \d, 2026/);
    expect(within(main).queryByRole('button', { name: 'Make default Main resume' })).not.toBeInTheDocument();
    const short = within(list).getByRole('listitem', { name: 'Short resume' });
    expect(within(short).getByText('Processing')).toBeInTheDocument();
    expect(within(short).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a resume' })).toBeInTheDocument();
  });

  it('makes a version the default with PATCH { isDefault: true } and refetches', async () => {
    const { user, fetchMock } = renderProfile(SAVED);
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    await user.click(within(list).getByRole('button', { name: 'Make default Short resume' }));
    expect(await screen.findByText(RESUME_MESSAGES.defaultChanged)).toBeInTheDocument();
    expect(callsOf(fetchMock, 'PATCH', '/api/seeker/resumes/r2')).toEqual([{ isDefault: true }]);
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Short resume' })).getByText('Default')).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Main resume' })).queryByText('Default'),
    ).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET', '/api/seeker/profile').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before deleting, then DELETEs and drops the version', async () => {
    const { user, fetchMock } = renderProfile(SAVED);
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    await user.click(within(list).getByRole('button', { name: 'Delete Short resume' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this resume?' });
    expect(dialog).toHaveAccessibleDescription('Short resume will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(fetchMock, 'DELETE', '/api/seeker/resumes/r2')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Delete Short resume' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this resume?' })).getByRole('button', {
        name: 'Delete resume',
      }),
    );
    expect(await screen.findByText(RESUME_MESSAGES.deleted)).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE', '/api/seeker/resumes/r2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Short resume' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames a version inline, with the contract message for a blank name', async () => {
    const { user, fetchMock } = renderProfile(SAVED);
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    await user.click(within(list).getByRole('button', { name: 'Rename Main resume' }));
    const name = screen.getByLabelText('Resume name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAccessibleDescription(RESUME_MESSAGES.nameRequired);
    expect(callsOf(fetchMock, 'PATCH', '/api/seeker/resumes/r1')).toHaveLength(0);

    await user.type(name, ' Bookkeeping resume {Enter}');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Bookkeeping resume' })).toBeInTheDocument());
    expect(callsOf(fetchMock, 'PATCH', '/api/seeker/resumes/r1')).toEqual([{ name: 'Bookkeeping resume' }]);
    expect(screen.getByRole('button', { name: 'Rename Bookkeeping resume' })).toHaveFocus();
  });

  it('replaces the dropzone with the limit message once the plan is full', async () => {
    renderProfile(buildProfile({ resumes: [resume('r1', { isDefault: true })], resumeLimit: 1 }));
    expect(await screen.findByText(RESUME_MESSAGES.limitReached(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a resume' })).not.toBeInTheDocument();
  });

  it('states the limit without a plan, refuses past it with the way to a plan, and links to the plans', async () => {
    renderProfile(
      buildProfile({ resumes: [resume('r1', { isDefault: true })], resumeLimit: 1, membershipPlan: 'none' }),
    );
    expect(await screen.findByText(ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan)).toBeInTheDocument();
    expect(screen.getByText(/Without a plan you keep 1 version; a plan keeps more\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ENTITLEMENT_MESSAGES.choosePlan })).toHaveAttribute(
      'href',
      '/seeker/plans',
    );
    expect(screen.queryByRole('button', { name: 'Upload a resume' })).not.toBeInTheDocument();
  });

  it('states a plan’s limit without a link to the plans', async () => {
    renderProfile(
      buildProfile({ resumes: [resume('r1', { isDefault: true })], resumeLimit: 3, membershipPlan: 'gold' }),
    );
    expect(await screen.findByText(/Your plan keeps 3 versions\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a resume' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ENTITLEMENT_MESSAGES.choosePlan })).not.toBeInTheDocument();
  });

  it('keeps the dropzone on an unlimited plan', async () => {
    renderProfile(
      buildProfile({ resumes: [resume('r1', { isDefault: true }), resume('r2'), resume('r3')], resumeLimit: -1 }),
    );
    expect(await screen.findByRole('button', { name: 'Upload a resume' })).toBeInTheDocument();
    expect(screen.queryByText(/Delete one to upload another/)).not.toBeInTheDocument();
  });

  it('previews a PDF in the viewer, titled with its file name, with an iframe of the signed link', async () => {
    const { user } = renderProfile(SAVED, {
      routes: {
        '/api/seeker/resumes/r1/download': () => ({
          body: {
            downloadUrl: 'https://storage.example/resumes/r1.pdf?signature=abc',
            fileName: 'Main resume.pdf',
            viewable: true,
            saveUrl: 'https://storage.example/resumes/r1.pdf?signature=def',
          },
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    await user.click(within(list).getByRole('button', { name: 'Preview Main resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main resume.pdf' });
    const frame = within(dialog).getByTitle('Main resume.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://storage.example/resumes/r1.pdf?signature=abc');
    expect(within(dialog).getByRole('link', { name: 'Download Main resume.pdf' })).toHaveAttribute(
      'href',
      'https://storage.example/resumes/r1.pdf?signature=def',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a preview failed', async () => {
    const { user } = renderProfile(SAVED, {
      routes: { '/api/seeker/resumes/r1/download': () => ({ status: 409, body: { error: RESUME_MESSAGES.notReady } }) },
    });
    const list = await screen.findByRole('list', { name: 'Resume versions' });
    await user.click(within(list).getByRole('button', { name: 'Preview Main resume' }));
    const toast = (await screen.findByText(RESUME_MESSAGES.downloadFailed)).closest('li');
    expect(toast).toHaveTextContent(RESUME_MESSAGES.notReady);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads a DOCX in a new tab opened at the click', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      const { user } = renderProfile(SAVED, {
        routes: {
          '/api/seeker/resumes/r2/download': () => ({
            body: { downloadUrl: 'https://storage.example/resumes/r2.docx?signature=abc' },
          }),
        },
      });
      const list = await screen.findByRole('list', { name: 'Resume versions' });
      expect(within(list).queryByRole('button', { name: 'Preview Short resume' })).not.toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Download Short resume' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toBe('https://storage.example/resumes/r2.docx?signature=abc'));
      expect(tab.opener).toBeNull();
    } finally {
      open.mockRestore();
    }
  });

  it('uploads a resume through the dropzone and attaches it', async () => {
    const { user, fetchMock, server } = renderProfile(buildProfile(), {
      routes: {
        '/api/upload/presigned-url': () => ({
          body: {
            uploadUrl: 'https://storage.example/bucket/u1?signature=abc',
            fileKey: 'u1',
            fileUrl: 'https://storage.example/bucket/u1',
            uploadId: 'u1',
            expiresAt: '2026-03-02T13:00:00Z',
          },
        }),
        '/bucket/u1': () => ({ status: 200 }),
        '/api/upload/confirm': () => ({
          body: {
            file: {
              id: 'u1',
              fileUrl: 'https://storage.example/bucket/u1',
              fileName: 'cv.pdf',
              fileType: 'application/pdf',
              fileSize: 9,
              uploadType: 'document',
              status: 'processing',
              rejectionReason: null,
              url: null,
              createdAt: '2026-03-02T12:00:00Z',
            },
          },
        }),
        '/api/seeker/resumes': () => {
          const added = resume('u1', { name: 'cv', isDefault: true, status: 'processing' });
          server.profile = { ...server.profile, resumes: [added] };
          return { status: 201, body: added };
        },
      },
    });
    await screen.findByRole('button', { name: 'Upload a resume' });
    const input = screen
      .getAllByLabelText('Upload a resume')
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(RESUME_MESSAGES.uploaded)).toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST', '/api/seeker/resumes')).toEqual([{ uploadId: 'u1' }]);
    // One version on a plan of one: the list shows it and the dropzone gives way to the limit message.
    expect(await screen.findByRole('listitem', { name: 'cv' })).toHaveTextContent('Processing');
    expect(screen.getByText(RESUME_MESSAGES.limitReached(1))).toBeInTheDocument();
  });
});
