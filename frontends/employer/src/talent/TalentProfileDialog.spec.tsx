import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import { TALENT_MESSAGES } from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  deferred,
  mockApi,
  renderWithProviders,
  type FetchHandler,
  type MockReply,
} from '@marketplace/testing';
import { isMessagesPage } from '@marketplace/chat';
import { TalentProfileDialog, talentChatHref } from './TalentProfileDialog';
import { buildTalentProfile } from './spec-helpers';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });
const ID = 'seeker-7';
const PROFILE_PATH = `/api/employer/talent/${ID}`;

function renderDialog(profile: FetchHandler, route = '/employer/talent', routes: Record<string, FetchHandler> = {}) {
  const fetchMock = mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    [PROFILE_PATH]: profile,
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<TalentProfileDialog talentId={ID} onClose={onClose} />} />
    </Routes>,
    { route, sessionUser: employer },
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Professional Profile' }));
  return { ...view, dialog, onClose, fetchMock };
}

afterEach(() => jest.restoreAllMocks());

describe('the Professional Profile dialog', () => {
  it('shows a skeleton while loading, then the profile as spec section 2 lists it', async () => {
    const reply = deferred<MockReply>();
    const { dialog } = renderDialog(() => reply.promise);
    expect(dialog.getByLabelText('Loading the profile')).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ body: buildTalentProfile(ID) });
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(dialog.getByText('Certified bookkeeper')).toBeInTheDocument();
    expect(dialog.getByText('Available in two weeks')).toBeInTheDocument();
    expect(dialog.getByText('Joined March 2024')).toBeInTheDocument();
    expect(dialog.queryByText(TALENT_MESSAGES.premium)).not.toBeInTheDocument();
    const headings = dialog.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'About',
      'Skills & Expertise',
      'Portfolio',
      'Work Experience',
      'Education',
      'Application History with Your Company',
      'Contact Information',
    ]);
    // Work experience is the server's sanitised HTML, rendered.
    expect(dialog.getByText('Ledger & Co').tagName).toBe('STRONG');
    expect(dialog.getByRole('link', { name: 'https://maya.example/work' })).toHaveAttribute('target', '_blank');
    expect(dialog.getByText(TALENT_MESSAGES.emailHidden)).toBeInTheDocument();
    expect(dialog.queryByText(/^Phone:/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      talentChatHref({ id: ID, name: 'Maya Thompson' }),
    );
    expect(dialog.getByRole('button', { name: 'Download Resume' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Invite to Job' })).toBeInTheDocument();
  });

  it("shows 'Premium Member', the salary when shown, and contact details when the API sends them", async () => {
    const { dialog } = renderDialog(() => ({
      body: buildTalentProfile(ID, {
        membershipPlan: 'gold',
        showSalaryExpectations: true,
        salaryExpectations: 85_000,
        contactVisible: true,
        email: 'maya@example.com',
        phone: '(512) 555-0142',
        hasResume: false,
        resumeUrl: null,
      }),
    }));
    expect(await dialog.findByText(TALENT_MESSAGES.premium)).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Salary Expectations' })).toBeInTheDocument();
    expect(dialog.getByText('$85,000 per year')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'maya@example.com' })).toHaveAttribute('href', 'mailto:maya@example.com');
    expect(dialog.getByText('Phone: (512) 555-0142')).toBeInTheDocument();
    expect(dialog.queryByText(TALENT_MESSAGES.emailHidden)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download Resume' })).toBeDisabled();
  });

  it('lists the history with the spec’s labels and notes; each entry opens the job’s applications in a new tab, past pending with a stage selector', async () => {
    const { dialog } = renderDialog(() => ({
      body: buildTalentProfile(ID, {
        applicationHistory: [
          {
            id: 'a1',
            jobId: 'job-1',
            jobTitle: 'Remote Bookkeeper',
            appliedAt: '2026-11-10T09:00:00.000Z',
            applicationStatus: 'interview',
            jobStatus: 'approved',
            interviewStage: 'technical_interview',
            withdrawn: false,
          },
          {
            id: 'a2',
            jobId: 'job-2',
            jobTitle: 'Payroll Clerk',
            appliedAt: '2026-10-01T09:00:00.000Z',
            applicationStatus: 'interview',
            jobStatus: 'expired',
            interviewStage: 'final_interview',
            withdrawn: false,
          },
          {
            id: 'a3',
            jobId: 'job-3',
            jobTitle: 'Office Manager',
            appliedAt: '2026-09-01T09:00:00.000Z',
            applicationStatus: 'hired',
            jobStatus: 'filled',
            interviewStage: 'offer_accepted',
            withdrawn: false,
          },
          {
            id: 'a4',
            jobId: 'job-4',
            jobTitle: 'Data Entry',
            appliedAt: '2026-08-01T09:00:00.000Z',
            applicationStatus: 'pending',
            jobStatus: 'approved',
            interviewStage: null,
            withdrawn: false,
          },
        ],
      }),
    }));
    const section = within(await dialog.findByRole('region', { name: 'Application History with Your Company' }));
    const entries = section.getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    const link = within(entries[0]!).getByRole('link', { name: 'Remote Bookkeeper' });
    expect(link).toHaveAttribute('href', '/employer/jobs/job-1/applications');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(entries[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Currently in interview process')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Past interview')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Previously hired')).toBeInTheDocument();
    expect(within(entries[3]!).getByText(/Applied/)).toHaveTextContent('Applied Aug 1, 2026 · Application Pending');
    expect(within(entries[0]!).getByRole('combobox', { name: 'Interview stage' })).toHaveValue('technical_interview');
    expect(within(entries[3]!).queryByRole('combobox', { name: 'Interview stage' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch talent profile' when the profile cannot be read, and tries again", async () => {
    let fail = true;
    const { dialog, user } = renderDialog(() =>
      fail ? { status: 404, body: { error: TALENT_MESSAGES.notFound } } : { body: buildTalentProfile(ID) },
    );
    expect(await dialog.findByText(TALENT_MESSAGES.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
  });

  it('hides Chat and Invite to Job on the messages page', async () => {
    const { dialog } = renderDialog(() => ({ body: buildTalentProfile(ID) }), '/employer/messages');
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Invite to Job' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download Resume' })).toBeInTheDocument();
    expect(isMessagesPage('/employer/messages')).toBe(true);
    expect(isMessagesPage('/employer/talent')).toBe(false);
  });

  it('shows the resume in a viewer under its file name', async () => {
    const { dialog, user } = renderDialog(() => ({ body: buildTalentProfile(ID) }), '/employer/talent', {
      [`${PROFILE_PATH}/resume`]: () => ({
        body: {
          downloadUrl: 'https://storage.example/cv.pdf?signed',
          fileName: 'Maya Thompson CV.pdf',
          viewable: true,
          saveUrl: 'https://storage.example/cv.pdf?signed&save',
        },
      }),
    });
    await user.click(await dialog.findByRole('button', { name: 'Download Resume' }));
    const viewer = await screen.findByRole('dialog', { name: 'Maya Thompson CV.pdf' });
    expect(within(viewer).getByTitle('Maya Thompson CV.pdf')).toHaveAttribute(
      'src',
      'https://storage.example/cv.pdf?signed',
    );
  });
});
