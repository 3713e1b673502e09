import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { TALENT_MESSAGES } from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import { TalentProfileDialog } from './TalentProfileDialog';
import { buildEmployerJob, buildTalentProfile } from './spec-helpers';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });
const ID = 'seeker-7';
const INVITE_PATH = `/api/employer/talent/${ID}/invitations`;

const JOBS = [
  buildEmployerJob('job-1', 'Remote Bookkeeper'),
  buildEmployerJob('job-2', 'Payroll Clerk'),
  buildEmployerJob('job-3', 'Invited Already'),
  buildEmployerJob('job-4', 'Draft Job', { status: 'draft', postedAt: null }),
  buildEmployerJob('job-5', 'Past Its End', { expiresAt: '2020-01-01T00:00:00.000Z' }),
];

async function openInvite(invite: FetchHandler, jobs = JOBS) {
  const bodies: unknown[] = [];
  let profileCalls = 0;
  mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    [`/api/employer/talent/${ID}`]: () => {
      profileCalls += 1;
      return {
        body: buildTalentProfile(ID, {
          invitations: [
            { id: 'inv-0', jobId: 'job-3', jobTitle: 'Invited Already', invitedAt: '2026-11-01T00:00:00.000Z' },
          ],
        }),
      };
    },
    '/api/employer/jobs': () => ({ body: { jobs } }),
    [INVITE_PATH]: (url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return invite(url, init);
    },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<TalentProfileDialog talentId={ID} onClose={() => undefined} />} />
    </Routes>,
    { route: '/employer/talent', sessionUser: employer },
  );
  await view.user.click(await screen.findByRole('button', { name: 'Invite to Job' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Invite to Job' }));
  return { ...view, dialog, bodies, profileCalls: () => profileCalls };
}

describe('Invite to Job', () => {
  it("offers the company's live jobs not yet offered, sends the job and note, confirms and refreshes the profile", async () => {
    const { dialog, user, bodies, profileCalls } = await openInvite(() => ({
      status: 201,
      body: {
        id: 'inv-1',
        jobId: 'job-2',
        jobTitle: 'Payroll Clerk',
        seekerId: ID,
        note: 'We loved your profile.',
        invitedAt: '2026-11-26T10:00:00.000Z',
      },
    }));
    const select = await dialog.findByRole('combobox', { name: /^Job/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job', 'Remote Bookkeeper', 'Payroll Clerk']);
    await user.selectOptions(select, 'job-2');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'We loved your profile.');
    expect(dialog.getByText('22 / 1,000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TALENT_MESSAGES.invited)).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId: 'job-2', note: 'We loved your profile.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite to Job' })).not.toBeInTheDocument());
    await waitFor(() => expect(profileCalls()).toBe(2));
  });

  it('asks for a job before sending, with the contract message', async () => {
    const { dialog, user, bodies } = await openInvite(() => ({ status: 500, body: {} }));
    await user.click(await dialog.findByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText(TALENT_MESSAGES.jobRequired)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: /^Job/ })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal: a field error at its field, a conflict as an alert", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: TALENT_MESSAGES.jobNotLive, fieldErrors: { jobId: [TALENT_MESSAGES.jobNotLive] } },
    };
    const { dialog, user } = await openInvite(() => answer);
    await user.selectOptions(await dialog.findByRole('combobox', { name: /^Job/ }), 'job-1');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText(TALENT_MESSAGES.jobNotLive)).toBeInTheDocument();
    answer = { status: 409, body: { error: TALENT_MESSAGES.alreadyInvited } };
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(TALENT_MESSAGES.alreadyInvited);
  });

  it('says so when the company has no live job', async () => {
    const { dialog } = await openInvite(
      () => ({ status: 500, body: {} }),
      [buildEmployerJob('job-4', 'Draft Job', { status: 'draft' })],
    );
    expect(await dialog.findByText(TALENT_MESSAGES.noLiveJobs)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/employer/jobs/new');
  });
});
