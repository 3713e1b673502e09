import { screen, waitFor, within } from '@testing-library/react';
import { buildSessionUser, buildUserProfile, mockApi, renderWithProviders } from '@marketplace/testing';
import { Dialog } from '@marketplace/ui';
import { InterviewPipelineCard } from './InterviewPipelineCard';

const employer = buildSessionUser({ role: 'employer' });
it('works inside the applicant dialog (needs the stacked Dialog of dialog-stack.patch)', async () => {
  const closeOuter = jest.fn();
  mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    '/api/employer/applications/a1/interview': () => ({
      body: {
        id: 'a1',
        jobTitle: 'J',
        companyName: 'C',
        candidateName: 'M',
        currentStage: 'technical_interview',
        formattedCurrentStage: 'Technical Interview',
        interviewScheduledAt: null,
        interviewCompletedAt: null,
        interviewerNotes: null,
        nextActionRequired: null,
        nextActionDeadline: null,
      },
    }),
  });
  const { user } = renderWithProviders(
    <Dialog open onClose={closeOuter} title="Applicant">
      <InterviewPipelineCard applicationId="a1" />
    </Dialog>,
    { sessionUser: employer },
  );
  const opener = await screen.findByRole('button', { name: 'Update Stage' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Update Interview Stage' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
  await user.click(notes);
  await user.keyboard('hello');
  expect(notes).toHaveValue('hello');
  expect(notes).toHaveFocus();
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Interview Stage' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Applicant' })).toBeInTheDocument();
  expect(closeOuter).not.toHaveBeenCalled();
  expect(opener).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(closeOuter).toHaveBeenCalledTimes(1);
});
