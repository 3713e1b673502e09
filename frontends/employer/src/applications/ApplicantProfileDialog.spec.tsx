import { Route, Routes } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  EMPLOYER_APPLICATION_MESSAGES,
  type ApplicantProfileResponse,
  type ApplicationStatusRequest,
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
import { theme } from '@marketplace/ui';
import EmployerRoutes from '../routes';
import { isMessagesPage } from '@marketplace/chat';
import { ApplicantProfileDialog, chatComposeHref, membershipPlanLabel } from './ApplicantProfileDialog';
import { buildApplicantProfile, buildApplicationRow, buildApplicationsPage, interviewRoutes } from './spec-helpers';

const M = EMPLOYER_APPLICATION_MESSAGES;
const APP = 'app-7';
const PROFILE_PATH = `/api/employer/applications/${APP}/profile`;
const STATUS_PATH = `/api/employer/applications/${APP}/status`;
const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });

function baseRoutes(routes: Record<string, FetchHandler>) {
  return mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    '/api/employer/applications': () => ({
      body: buildApplicationsPage([
        buildApplicationRow(APP, {
          applicant: { id: 'seeker-7', name: 'Maya Thompson', headline: null, profilePictureUrl: null },
        }),
      ]),
    }),
    ...interviewRoutes(APP),
    ...routes,
  });
}

/** The all-jobs list with one applicant, whose dialog is opened as a user would. */
async function openDialog(profile: FetchHandler, routes: Record<string, FetchHandler> = {}) {
  const fetchMock = baseRoutes({ [PROFILE_PATH]: profile, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route: '/employer/applications', sessionUser: employer },
  );
  await view.user.click(await screen.findByRole('button', { name: 'Maya Thompson' }));
  const dialog = await screen.findByRole('dialog', { name: 'Applicant Profile' });
  const calls = (pathname: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === pathname);
  return { ...view, dialog: within(dialog), dialogElement: dialog, calls };
}

const reply =
  (profile: ApplicantProfileResponse): FetchHandler =>
  () => ({ body: profile });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

beforeEach(() => resetProfileFetchGate());
afterEach(() => jest.restoreAllMocks());

describe('helpers', () => {
  it('builds the compose link, recognises messages pages and names plans', () => {
    const href = chatComposeHref({
      seeker: buildApplicantProfile().seeker,
      job: { id: 'job-1', title: 'Remote Bookkeeper & Payroll' },
    });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/employer/messages');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      compose: 'true',
      recipientId: 'seeker-7',
      recipientName: 'Maya Thompson',
      jobId: 'job-1',
      jobTitle: 'Remote Bookkeeper & Payroll',
    });
    expect(isMessagesPage('/employer/messages')).toBe(true);
    expect(isMessagesPage('/employer/messages/thread-1')).toBe(true);
    expect(isMessagesPage('/employer/applications')).toBe(false);
    expect(isMessagesPage('/employer/messages-archive')).toBe(false);
    expect(membershipPlanLabel('none')).toBe('None');
    // The plan's own name, as the seeker bought it, not its id.
    expect(membershipPlanLabel('vip-platinum')).toBe('VIP Platinum Mom Professional');
    expect(membershipPlanLabel('gold')).toBe('Gold Mom Professional');
    expect(membershipPlanLabel('retired-plan')).toBe('retired plan');
  });
});

describe('ApplicantProfileDialog', () => {
  it('shows skeletons while the profile loads', async () => {
    const pending = deferred<MockReply>();
    const { dialog, dialogElement } = await openDialog(() => pending.promise);
    expect(dialog.getByRole('status')).toHaveTextContent('Loading applicant profile…');
    expect(dialogElement.querySelector('[data-testid="applicant-profile-skeleton"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => pending.resolve({ body: buildApplicantProfile() }));
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(dialogElement.querySelector('[data-testid="applicant-profile-skeleton"]')).toBeNull();
  });

  it("shows the server's error with Try Again, which loads the profile again", async () => {
    let attempt = 0;
    const { user, dialog } = await openDialog(() =>
      ++attempt === 1 ? { status: 404, body: { error: M.notFound } } : { body: buildApplicantProfile() },
    );
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(M.notFound);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it("says 'Failed to load applicant profile' when the server gave no message", async () => {
    const { dialog } = await openDialog(() => ({
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(M.loadFailed);
    expect(dialog.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the header, every section and the interview pipeline of a reviewed application', async () => {
    const { dialog } = await openDialog(
      reply(buildApplicantProfile({ seeker: { profilePictureUrl: 'https://files.example/maya.webp' } })),
    );
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    const header = dialog.getByRole('heading', { name: 'Maya Thompson' }).parentElement!;
    expect(header).toHaveTextContent('Bookkeeper returning after parental leave');
    expect(header).toHaveTextContent('Portland, OR');
    expect(within(header).getByText('Dec 10, 2026')).toHaveAttribute('datetime', '2026-12-10T15:00:00Z');
    const badge = within(header).getByText('Reviewed');
    expect(badge).toHaveAttribute('data-status', 'reviewed');
    expect(badge).toHaveStyle({ color: theme.colors.badges.info.fg });
    expect(
      dialog.getByRole('heading', { name: 'Maya Thompson' }).closest('div')!.parentElement!.querySelector('img'),
    ).toHaveAttribute('src', 'https://files.example/maya.webp');

    expect(dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['About', 'Skills', 'Experience & Details', 'Portfolio & Links', 'Cover Letter']),
    );
    expect(dialog.getByRole('region', { name: 'About' })).toHaveTextContent('Ten years of small-business bookkeeping.');
    expect(
      within(dialog.getByRole('region', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['QuickBooks', 'Payroll', 'Reconciliation']);
    const details = dialog.getByRole('region', { name: 'Experience & Details' });
    expect(details).toHaveTextContent('Experience levelMid level (2-5 years)');
    expect(details).toHaveTextContent('AvailabilityAvailable immediately');
    expect(details).toHaveTextContent('Expected salary$85,000 USD per year');
    expect(details).toHaveTextContent('Membership planNone');
    const link = within(dialog.getByRole('region', { name: 'Portfolio & Links' })).getByRole('link', {
      name: 'https://maya.example/portfolio',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.getByRole('region', { name: 'Cover Letter' })).toHaveTextContent(
      'I would love to help Harbor & Pine close the books on time.',
    );
    expect(await dialog.findByRole('region', { name: 'Interview Pipeline' })).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Review Application First' })).not.toBeInTheDocument();
  });

  it('reads empty values as not given', async () => {
    const { dialog } = await openDialog(
      reply(
        buildApplicantProfile({
          seeker: {
            aboutMe: null,
            skills: [],
            portfolioUrls: [],
            location: null,
            experienceLevel: null,
            availability: null,
            expectedSalary: null,
          },
          application: { coverLetter: null },
        }),
      ),
    );
    expect(await dialog.findByRole('region', { name: 'About' })).toHaveTextContent('No summary provided.');
    expect(dialog.getByRole('region', { name: 'Skills' })).toHaveTextContent('No skills listed.');
    expect(dialog.getByRole('region', { name: 'Experience & Details' })).toHaveTextContent(
      'Experience levelNot specifiedAvailabilityNot specifiedExpected salaryNot specified',
    );
    expect(dialog.getByRole('region', { name: 'Portfolio & Links' })).toHaveTextContent('No links provided.');
    expect(dialog.getByRole('region', { name: 'Cover Letter' })).toHaveTextContent('No cover letter was sent.');
    expect(dialog.getByRole('heading', { name: 'Maya Thompson' }).parentElement).not.toHaveTextContent('Portland');
  });

  it('hides contact details before interview, with the hint and its tooltip', async () => {
    const { dialog } = await openDialog(reply(buildApplicantProfile({ application: { status: 'reviewed' } })));
    const hint = await dialog.findByText(M.emailHidden);
    expect(hint).toHaveAccessibleDescription(M.emailHiddenTooltip);
    expect(dialog.getByRole('tooltip')).toHaveTextContent(
      "Move this candidate to 'Interview' status to see their contact details",
    );
    expect(dialog.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
  });

  it('shows Contact Information once the candidate is shortlisted (interview)', async () => {
    const { dialog } = await openDialog(
      reply(
        buildApplicantProfile({
          seeker: { contactVisible: true, email: 'maya@example.com', phone: '(503) 555-0142' },
          application: { status: 'interview', interviewStage: 'technical_interview' },
        }),
      ),
    );
    const contact = await dialog.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    expect(within(contact).getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
    expect(dialog.queryByText(M.emailHidden)).not.toBeInTheDocument();
    const badge = dialog.getByText('Interview Scheduled');
    expect(badge).toHaveAttribute('data-status', 'interview');
    expect(badge).toHaveStyle({ color: theme.colors.badges.accent.fg });
    expect(dialog.getByText('Technical Interview')).toBeInTheDocument();
  });

  it("shows the contact the server sends, whatever this application's own status (hired for another job)", async () => {
    const { dialog } = await openDialog(
      reply(
        buildApplicantProfile({
          seeker: { contactVisible: true, email: 'maya@example.com' },
          application: { status: 'pending', interviewStage: null },
        }),
      ),
    );
    expect(await dialog.findByRole('region', { name: 'Contact Information' })).toHaveTextContent('maya@example.com');
    expect(dialog.queryByText(M.emailHidden)).not.toBeInTheDocument();
  });

  it('shows the hint whenever the server withholds the contact, even at interview status (withdrawn)', async () => {
    const { dialog } = await openDialog(
      reply(buildApplicantProfile({ application: { status: 'interview', withdrawn: true } })),
    );
    expect(await dialog.findByText(M.emailHidden)).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
  });

  it('shows Contact Information with only a phone', async () => {
    const { dialog } = await openDialog(
      reply(
        buildApplicantProfile({
          seeker: { contactVisible: true, phone: '(503) 555-0142' },
          application: { status: 'hired' },
        }),
      ),
    );
    const contact = await dialog.findByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('Phone(503) 555-0142');
    expect(contact).not.toHaveTextContent('Email');
    // Hired is final: no status to change to.
    expect(dialog.queryByRole('form', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('links Chat to the compose flow with the recipient and the job', async () => {
    const { dialog } = await openDialog(reply(buildApplicantProfile()));
    const chat = await dialog.findByRole('link', { name: 'Chat' });
    const url = new URL(chat.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/employer/messages');
    expect(url.searchParams.get('compose')).toBe('true');
    expect(url.searchParams.get('recipientId')).toBe('seeker-7');
    expect(url.searchParams.get('recipientName')).toBe('Maya Thompson');
    expect(url.searchParams.get('jobId')).toBe('job-1');
    expect(url.searchParams.get('jobTitle')).toBe('Remote Bookkeeper');
  });

  it('hides Chat on a messages page', async () => {
    baseRoutes({ [PROFILE_PATH]: reply(buildApplicantProfile()) });
    renderWithProviders(
      <Routes>
        <Route
          path="/employer/messages"
          element={<ApplicantProfileDialog applicationId={APP} onClose={() => undefined} />}
        />
      </Routes>,
      { route: '/employer/messages?compose=true', sessionUser: employer },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Applicant Profile' }));
    expect(await dialog.findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'View Resume' })).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('shows the resume in a viewer under its file name, not as a bare storage link in a tab', async () => {
    const open = jest.spyOn(window, 'open');
    const url = 'https://files.example/uploads/u1/original?X-Amz-Signature=abc';
    const { user, dialog, calls } = await openDialog(reply(buildApplicantProfile()), {
      [`/api/employer/applications/${APP}/resume`]: () => ({
        body: { downloadUrl: url, fileName: 'Maya Thompson CV.pdf', viewable: true, saveUrl: `${url}&save` },
      }),
    });
    await user.click(await dialog.findByRole('button', { name: 'View Resume' }));
    const viewer = await screen.findByRole('dialog', { name: 'Maya Thompson CV.pdf' });
    expect(within(viewer).getByTitle('Maya Thompson CV.pdf')).toHaveAttribute('src', url);
    expect(within(viewer).getByRole('link', { name: 'Download Maya Thompson CV.pdf' })).toHaveAttribute(
      'href',
      `${url}&save`,
    );
    expect(open).not.toHaveBeenCalled();
    expect(calls(`/api/employer/applications/${APP}/resume`)).toHaveLength(1);
    // Closing it leaves the applicant's profile open.
    await user.click(within(viewer).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog', { name: 'Maya Thompson CV.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Applicant Profile' })).toBeInTheDocument();
  });

  it('offers a Word resume for download under its name, since browsers cannot show it', async () => {
    const url = 'https://files.example/uploads/u2/original?X-Amz-Signature=def';
    const { user, dialog } = await openDialog(reply(buildApplicantProfile()), {
      [`/api/employer/applications/${APP}/resume`]: () => ({
        body: { downloadUrl: url, fileName: 'Maya Thompson CV.docx', viewable: false, saveUrl: url },
      }),
    });
    await user.click(await dialog.findByRole('button', { name: 'View Resume' }));
    const viewer = await screen.findByRole('dialog', { name: 'Maya Thompson CV.docx' });
    expect(within(viewer).getByRole('link', { name: 'Download Maya Thompson CV.docx' })).toHaveAttribute('href', url);
    expect(within(viewer).queryByTitle('Maya Thompson CV.docx')).not.toBeInTheDocument();
  });

  it('only logs a failed resume download and closes the viewer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog(reply(buildApplicantProfile()), {
      [`/api/employer/applications/${APP}/resume`]: () => ({ status: 404, body: { error: M.resumeMissing } }),
    });
    await user.click(await dialog.findByRole('button', { name: 'View Resume' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resume' })).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith(
      'Could not open the resume',
      expect.objectContaining({ error: M.resumeMissing }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables View Resume when the resume version is gone', async () => {
    const { dialog } = await openDialog(reply(buildApplicantProfile({ application: { resumeUrl: null } })));
    const button = await dialog.findByRole('button', { name: 'View Resume' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.resumeMissing);
  });

  describe('a pending application', () => {
    const pendingProfile = buildApplicantProfile({ application: { status: 'pending', interviewStage: null } });

    it('asks to review it first, with View Resume and Mark as Reviewed, and no pipeline', async () => {
      const { dialog } = await openDialog(reply(pendingProfile));
      const prompt = await dialog.findByRole('region', { name: 'Review Application First' });
      expect(within(prompt).getByRole('button', { name: 'View Resume' })).toBeInTheDocument();
      expect(within(prompt).getByRole('button', { name: 'Mark as Reviewed' })).toBeInTheDocument();
      const badge = dialog.getByText('Application Pending', { selector: 'span[data-status]' });
      expect(badge).toHaveAttribute('data-status', 'pending');
      expect(dialog.queryByRole('region', { name: 'Interview Pipeline' })).not.toBeInTheDocument();
      expect(dialog.queryByRole('form', { name: 'Change status' })).not.toBeInTheDocument();
      expect(dialog.getByText(M.emailHidden)).toBeInTheDocument();
    });

    it('marks it reviewed at initial_screening, then loads the profile again', async () => {
      let current = pendingProfile;
      const sent: ApplicationStatusRequest[] = [];
      const { user, dialog, calls } = await openDialog(() => ({ body: current }), {
        [STATUS_PATH]: (_url, init) => {
          expect(init.method).toBe('PUT');
          sent.push(JSON.parse(String(init.body)) as ApplicationStatusRequest);
          current = buildApplicantProfile({ application: { status: 'reviewed', interviewStage: 'initial_screening' } });
          return {
            body: {
              application: {
                id: APP,
                status: 'reviewed',
                interviewStage: 'initial_screening',
                updatedAt: '2026-12-11T09:00:00Z',
              },
            },
          };
        },
      });
      await user.click(await dialog.findByRole('button', { name: 'Mark as Reviewed' }));
      await waitFor(() =>
        expect(dialog.queryByRole('region', { name: 'Review Application First' })).not.toBeInTheDocument(),
      );
      expect(sent).toEqual([{ status: 'reviewed', interviewStage: 'initial_screening' }]);
      expect(calls(PROFILE_PATH)).toHaveLength(2);
      expect(dialog.getByText('Reviewed', { selector: 'span[data-status]' })).toHaveAttribute(
        'data-status',
        'reviewed',
      );
      expect(await dialog.findByRole('region', { name: 'Interview Pipeline' })).toBeInTheDocument();
    });

    it("tells a refused change with the server's message", async () => {
      const { user, dialog } = await openDialog(reply(pendingProfile), {
        [STATUS_PATH]: () => ({ status: 409, body: { error: M.changedMeanwhile } }),
      });
      await user.click(await dialog.findByRole('button', { name: 'Mark as Reviewed' }));
      expect(await notifications().findByText(`Failed to update status: ${M.changedMeanwhile}`)).toBeInTheDocument();
      expect(dialog.getByRole('region', { name: 'Review Application First' })).toBeInTheDocument();
    });

    it("says 'Failed to update application status' when the request did not get an answer", async () => {
      const { user, dialog } = await openDialog(reply(pendingProfile), {
        [STATUS_PATH]: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      await user.click(await dialog.findByRole('button', { name: 'Mark as Reviewed' }));
      expect(await notifications().findByText(M.updateFailed)).toBeInTheDocument();
    });
  });

  it('offers the status changes the contracts allow and sends the chosen one', async () => {
    let current = buildApplicantProfile({ application: { status: 'reviewed' } });
    const sent: ApplicationStatusRequest[] = [];
    const { user, dialog } = await openDialog(() => ({ body: current }), {
      [STATUS_PATH]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)) as ApplicationStatusRequest);
        current = buildApplicantProfile({
          seeker: { contactVisible: true, email: 'maya@example.com' },
          application: { status: 'interview' },
        });
        return {
          body: {
            application: {
              id: APP,
              status: 'interview',
              interviewStage: 'initial_screening',
              updatedAt: '2026-12-11T09:00:00Z',
            },
          },
        };
      },
    });
    const form = await dialog.findByRole('form', { name: 'Change status' });
    const select = within(form).getByRole('combobox', { name: 'Change status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Interview Scheduled', 'Not Selected', 'Hired']);
    expect(within(form).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await user.selectOptions(select, 'Interview Scheduled');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    expect(await notifications().findByText('Status changed to Interview Scheduled')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'interview' }]);
    // Reloaded: now shortlisted, with the contact shown and the next choices.
    expect(await dialog.findByRole('region', { name: 'Contact Information' })).toHaveTextContent('maya@example.com');
    expect(
      within(dialog.getByRole('combobox', { name: 'Change status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Hired', 'Not Selected']);
  });

  it('asks before hiring, which cannot be undone, and sends nothing when cancelled', async () => {
    const sent: ApplicationStatusRequest[] = [];
    const { user, dialog } = await openDialog(
      reply(buildApplicantProfile({ application: { status: 'interview', interviewStage: 'final_interview' } })),
      {
        [STATUS_PATH]: (_url, init) => {
          sent.push(JSON.parse(String(init.body)) as ApplicationStatusRequest);
          return {
            body: {
              application: {
                id: APP,
                status: 'hired',
                interviewStage: 'final_interview',
                updatedAt: '2026-12-11T09:00:00Z',
              },
            },
          };
        },
      },
    );
    const form = await dialog.findByRole('form', { name: 'Change status' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Change status' }), 'Hired');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Hire Maya Thompson?' }));
    expect(screen.getByRole('dialog', { name: 'Hire Maya Thompson?' })).toHaveAccessibleDescription(
      "Maya Thompson will be marked Hired for Remote Bookkeeper and told by e-mail. This cannot be undone: a hired candidate's status does not change again.",
    );
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Hire Maya Thompson?' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hire Maya Thompson?' })).getByRole('button', {
        name: 'Mark as Hired',
      }),
    );
    expect(await notifications().findByText('Status changed to Hired')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'hired' }]);
  });

  it('changes to a status that can be changed back without asking', async () => {
    const sent: ApplicationStatusRequest[] = [];
    const { user, dialog } = await openDialog(reply(buildApplicantProfile({ application: { status: 'reviewed' } })), {
      [STATUS_PATH]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)) as ApplicationStatusRequest);
        return {
          body: {
            application: { id: APP, status: 'rejected', interviewStage: null, updatedAt: '2026-12-11T09:00:00Z' },
          },
        };
      },
    });
    const form = await dialog.findByRole('form', { name: 'Change status' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Change status' }), 'Not Selected');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    expect(await notifications().findByText('Status changed to Not Selected')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'rejected' }]);
    expect(screen.queryByRole('dialog', { name: /^Hire / })).not.toBeInTheDocument();
  });

  it('lets a candidate who was not selected be reconsidered', async () => {
    const { dialog } = await openDialog(reply(buildApplicantProfile({ application: { status: 'rejected' } })));
    const select = await dialog.findByRole('combobox', { name: 'Change status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Reviewed']);
    expect(dialog.getByText('Not Selected', { selector: 'span[data-status]' })).toHaveStyle({
      color: theme.colors.badges.danger.fg,
    });
  });

  it('says a withdrawn application changes no more', async () => {
    const { dialog } = await openDialog(
      reply(buildApplicantProfile({ application: { status: 'reviewed', withdrawn: true } })),
    );
    expect(await dialog.findByRole('note')).toHaveTextContent(M.withdrawn);
    expect(dialog.queryByRole('form', { name: 'Change status' })).not.toBeInTheDocument();
  });
});
