import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  interviewAfterUpdate,
  type InterviewData,
  type InterviewHistoryEntry,
  type InterviewUpdateRequest,
} from '@marketplace/contracts';
import { buildSessionUser, buildUserProfile, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { InterviewPipelineCard } from './InterviewPipelineCard';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine' });
const APP = 'f3a1c9de-5b7e-4f0a-9d3c-2a6b8e1f4c70';
const PATH = `/api/employer/applications/${APP}/interview`;

/** A technical interview on Dec 10, 2026 at 10:00 in New York (15:00 UTC), not completed yet. */
function buildInterview(overrides: Partial<InterviewData> = {}): InterviewData {
  return {
    id: APP,
    jobTitle: 'Remote Bookkeeper',
    companyName: 'Harbor & Pine',
    candidateName: 'Maya Thompson',
    candidateEmail: 'maya@example.com',
    currentStage: 'technical_interview',
    formattedCurrentStage: 'Technical Interview',
    interviewScheduledAt: '2026-12-10T15:00:00.000Z',
    interviewCompletedAt: null,
    interviewerNotes: 'Bring the reconciliation exercise.',
    nextActionRequired: 'Send the take-home task',
    nextActionDeadline: '2026-12-08T22:00:00.000Z',
    timeZone: 'America/New_York',
    location: null,
    meetingUrl: null,
    messageToCandidate: null,
    ...overrides,
  };
}

function entry(
  id: string,
  stage: InterviewHistoryEntry['stage'],
  createdAt: string,
  overrides: Partial<InterviewHistoryEntry> = {},
): InterviewHistoryEntry {
  return {
    id,
    stage,
    formattedStage: INTERVIEW_STAGE_LABELS[stage],
    notes: null,
    scheduledAt: null,
    completedAt: null,
    createdAt,
    ...overrides,
  };
}

interface Setup {
  interview?: InterviewData;
  /** The answer to a PUT; by default the server applies the update as the contract says. */
  put?: (body: InterviewUpdateRequest) => MockReply | null;
  history?: () => MockReply;
  get?: () => MockReply;
}

/** Renders the card against a fake server that keeps the interview and records every PUT body. */
function renderCard({
  interview = buildInterview(),
  put = () => null,
  history = () => ({ body: { interviewHistory: [] } }),
  get,
}: Setup = {}) {
  const server = { interview };
  const sent: InterviewUpdateRequest[] = [];
  const onUpdated = jest.fn();
  const fetchMock = mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    [PATH]: (_url, init) => {
      if (init.method !== 'PUT') return get ? get() : { body: server.interview };
      const body = JSON.parse(String(init.body)) as InterviewUpdateRequest;
      sent.push(body);
      const reply = put(body);
      if (reply) return reply;
      const current = server.interview;
      const next = interviewAfterUpdate(
        {
          stage: current.currentStage,
          scheduledAt: current.interviewScheduledAt,
          completedAt: current.interviewCompletedAt,
          notes: current.interviewerNotes,
          nextActionRequired: current.nextActionRequired,
          nextActionDeadline: current.nextActionDeadline,
          timeZone: current.timeZone,
          location: current.location,
          meetingUrl: current.meetingUrl,
          messageToCandidate: current.messageToCandidate,
        },
        body,
      );
      server.interview = {
        ...current,
        currentStage: next.stage,
        formattedCurrentStage: INTERVIEW_STAGE_LABELS[next.stage],
        interviewScheduledAt: next.scheduledAt,
        interviewCompletedAt: next.completedAt,
        interviewerNotes: next.notes,
        nextActionRequired: next.nextActionRequired,
        nextActionDeadline: next.nextActionDeadline,
        timeZone: next.timeZone,
        location: next.location,
        meetingUrl: next.meetingUrl,
        messageToCandidate: next.messageToCandidate,
      };
      const { stage, notes, ...rest } = next;
      return {
        body: {
          application: {
            id: APP,
            interviewStage: stage,
            interviewerNotes: notes,
            interviewScheduledAt: rest.scheduledAt,
            interviewCompletedAt: rest.completedAt,
            nextActionRequired: rest.nextActionRequired,
            nextActionDeadline: rest.nextActionDeadline,
            timeZone: rest.timeZone,
            location: rest.location,
            meetingUrl: rest.meetingUrl,
            messageToCandidate: rest.messageToCandidate,
          },
        },
      };
    },
    [`${PATH}/history`]: () => history(),
  });
  const view = renderWithProviders(<InterviewPipelineCard applicationId={APP} onUpdated={onUpdated} />, {
    sessionUser: employer,
  });
  const gets = () =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === PATH && (init?.method ?? 'GET') === 'GET',
    ).length;
  return { ...view, sent, onUpdated, gets, server };
}

/** The card once loaded (while loading it shows its title over placeholders). */
async function card() {
  const region = await screen.findByRole('region', { name: 'Interview Pipeline' });
  await within(region).findByRole('button', { name: 'Update Stage' });
  return region;
}
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function openUpdate(user: ReturnType<typeof renderCard>['user']) {
  await user.click(within(await card()).getByRole('button', { name: 'Update Stage' }));
  return screen.findByRole('dialog', { name: 'Update Interview Stage' });
}

const stageSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Interview Stage/ });

beforeEach(() => resetProfileFetchGate());

describe('InterviewPipelineCard', () => {
  it('shows the current stage, its time in the company zone, the next action with its deadline and the latest notes', async () => {
    renderCard();
    const region = await card();
    expect(await within(region).findByText('Technical Interview')).toBeInTheDocument();
    expect(region).toHaveTextContent('ScheduledDec 10, 2026, 10:00 AM EST');
    const next = within(region).getByRole('region', { name: 'Next Action Required' });
    expect(next).toHaveTextContent('Send the take-home task');
    expect(next).toHaveTextContent('Deadline: Dec 8, 2026, 5:00 PM EST');
    expect(within(region).getByRole('region', { name: 'Latest Notes' })).toHaveTextContent(
      'Bring the reconciliation exercise.',
    );
  });

  it('shows the times in the zone the answer names when it names one', async () => {
    renderCard({ interview: buildInterview({ timeZone: 'Asia/Tokyo' }) });
    const region = await card();
    await waitFor(() => expect(region).toHaveTextContent('ScheduledDec 11, 2026, 12:00 AM GMT+9'));
  });

  it('leaves out the next action and notes when there are none', async () => {
    renderCard({
      interview: buildInterview({
        nextActionRequired: null,
        nextActionDeadline: null,
        interviewerNotes: null,
        interviewScheduledAt: null,
      }),
    });
    const region = await card();
    await within(region).findByText('Technical Interview');
    expect(within(region).queryByRole('region', { name: 'Next Action Required' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Latest Notes' })).not.toBeInTheDocument();
    expect(region).not.toHaveTextContent('Scheduled');
  });

  it('only logs a failed load, so the rest of the profile still shows', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderCard({ get: () => ({ status: 409, body: { error: 'Review this application first' } }) });
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          'Could not load the interview pipeline',
          expect.objectContaining({ error: 'Review this application first' }),
        ),
      );
      expect(screen.queryByRole('region', { name: 'Interview Pipeline' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(toasts().queryAllByRole('listitem')).toHaveLength(0);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('View History', () => {
  it('lists the timeline newest first, the newest marked Latest', async () => {
    const { user } = renderCard({
      history: () => ({
        body: {
          interviewHistory: [
            entry('h1', 'initial_screening', '2026-11-20T14:00:00.000Z', { notes: 'Good first call' }),
            entry('h3', 'technical_interview', '2026-11-24T16:30:00.000Z', {
              scheduledAt: '2026-12-10T15:00:00.000Z',
              notes: 'Booked',
            }),
            entry('h2', 'technical_interview', '2026-11-22T09:00:00.000Z'),
          ],
        },
      }),
    });
    await user.click(within(await card()).getByRole('button', { name: 'View History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview History' });
    const timeline = await within(dialog).findByRole('list', { name: 'Interview timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Technical Interview, latest',
      'Technical Interview',
      'Initial Screening',
    ]);
    expect(within(items[0]).getByText('Latest')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Nov 24, 2026, 11:30 AM EST');
    expect(items[0]).toHaveTextContent('Scheduled: Dec 10, 2026, 10:00 AM EST');
    expect(items[0]).toHaveTextContent('Booked');
    expect(within(items[1]).queryByText('Latest')).not.toBeInTheDocument();
    expect(within(items[2]).queryByText('Latest')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Good first call');
  });

  it('toasts when the history cannot be loaded', async () => {
    const { user } = renderCard({ history: () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    await user.click(within(await card()).getByRole('button', { name: 'View History' }));
    expect(await toasts().findByText('Failed to load interview history')).toBeInTheDocument();
    expect(toasts().getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Update Stage', () => {
  it('offers the seven stages freely, in either direction, and needs one to update', async () => {
    const { user, sent } = renderCard({
      interview: buildInterview({ currentStage: null, formattedCurrentStage: null, interviewScheduledAt: null }),
    });
    const dialog = await openUpdate(user);
    const select = stageSelect(dialog);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a stage',
      'Initial Screening',
      'Technical Interview',
      'Behavioral Interview',
      'Final Interview',
      'Offer Extended',
      'Offer Accepted',
      'Offer Rejected',
    ]);
    const update = within(dialog).getByRole('button', { name: 'Update Stage' });
    expect(update).toBeDisabled();
    await user.selectOptions(select, 'Offer Rejected');
    expect(update).toBeEnabled();
    await user.selectOptions(select, 'Initial Screening');
    await user.click(update);
    await waitFor(() => expect(sent).toEqual([{ stage: 'initial_screening' }]));
  });

  it('moves back to an earlier stage, closes, toasts and tells the owner to reload', async () => {
    const { user, sent, onUpdated, gets } = renderCard();
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Initial Screening');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notes' }),
      '  Back to screening: references pending  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    // Another stage starts a new interview: its zone goes with its first data.
    expect(sent).toEqual([
      { stage: 'initial_screening', notes: 'Back to screening: references pending', timeZone: 'America/New_York' },
    ]);
    expect(toasts().getByText('Interview stage updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card fetches the interview again and shows the new stage.
    await waitFor(() => expect(gets()).toBe(2));
    expect(await within(await card()).findByText('Initial Screening')).toBeInTheDocument();
  });

  it('initial_screening clears and hides the schedule fields', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('2026-12-10T10:00');
    await user.selectOptions(stageSelect(dialog), 'Initial Screening');
    expect(within(dialog).queryByLabelText('Scheduled Time')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Completed Time')).not.toBeInTheDocument();
    // Choosing an interview stage again shows them empty: nothing of the old schedule is carried over.
    await user.selectOptions(stageSelect(dialog), 'Final Interview');
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() => expect(sent).toEqual([{ stage: 'final_interview' }]));
  });

  it("schedules a later stage in the interview's zone, trimming text and leaving empty values out", async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Final Interview');
    // The current interview's data does not carry over to the new stage.
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Next Action Required' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-14T09:30' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Next Action Required' }), '  Book the panel  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          stage: 'final_interview',
          scheduledAt: '2026-12-14T14:30:00.000Z',
          nextActionRequired: 'Book the panel',
          timeZone: 'America/New_York',
        },
      ]),
    );
  });

  it('offers the completed time only for the current stage, and restores the current data when it is chosen again', async () => {
    const { user } = renderCard();
    const dialog = await openUpdate(user);
    expect(within(dialog).getByLabelText('Completed Time')).toHaveValue('');
    await user.selectOptions(stageSelect(dialog), 'Behavioral Interview');
    expect(within(dialog).queryByLabelText('Completed Time')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as Done' })).not.toBeInTheDocument();
    await user.selectOptions(stageSelect(dialog), 'Technical Interview');
    expect(within(dialog).getByLabelText('Completed Time')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('2026-12-10T10:00');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Bring the reconciliation exercise.');
  });

  it('Mark as Done completes at 23:59 on the scheduled date, the date locked and the time editable', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Done' }));
    const date = within(dialog).getByLabelText('Completion date');
    expect(date).toHaveValue('2026-12-10');
    expect(date).toHaveAttribute('readonly');
    const time = within(dialog).getByLabelText('Completion time');
    expect(time).toHaveValue('23:59');
    expect(time).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Interview completed successfully.');
    fireEvent.change(time, { target: { value: '11:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    // 11:15 on Dec 10 in New York, the note replacing the old one; nothing else changed.
    await waitFor(() =>
      expect(sent).toEqual([
        {
          stage: 'technical_interview',
          notes: 'Interview completed successfully.',
          completedAt: '2026-12-10T16:15:00.000Z',
        },
      ]),
    );
  });

  it('keeps a Mark as Done completion on the scheduled date when the schedule moves', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Done' }));
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-09T14:00' } });
    expect(within(dialog).getByLabelText('Completion date')).toHaveValue('2026-12-09');
    expect(within(dialog).getByLabelText('Completion time')).toHaveValue('23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          stage: 'technical_interview',
          notes: 'Interview completed successfully.',
          scheduledAt: '2026-12-09T19:00:00.000Z',
          completedAt: '2026-12-10T04:59:00.000Z',
        },
      ]),
    );
  });

  it('Reschedule clears both times and notes the rescheduling; the emptied times are sent as null', async () => {
    const { user, sent } = renderCard({
      interview: buildInterview({ interviewCompletedAt: '2026-12-10T16:00:00.000Z' }),
    });
    const dialog = await openUpdate(user);
    expect(within(dialog).getByLabelText('Completed Time')).toHaveValue('2026-12-10T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('');
    expect(within(dialog).getByLabelText('Completed Time')).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Interview rescheduled.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { stage: 'technical_interview', notes: 'Interview rescheduled.', scheduledAt: null, completedAt: null },
      ]),
    );
  });

  it('offers Mark as Done and Reschedule only for a scheduled technical, behavioral or final interview at the current stage', async () => {
    for (const interview of [
      buildInterview({ interviewScheduledAt: null }),
      buildInterview({ currentStage: 'offer_extended', formattedCurrentStage: 'Offer Extended' }),
      buildInterview({
        currentStage: 'initial_screening',
        formattedCurrentStage: 'Initial Screening',
        interviewScheduledAt: null,
      }),
    ]) {
      const { user, unmount } = renderCard({ interview });
      const dialog = await openUpdate(user);
      expect(within(dialog).queryByRole('button', { name: 'Mark as Done' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
      unmount();
    }
    const { user } = renderCard({
      interview: buildInterview({ currentStage: 'final_interview', formattedCurrentStage: 'Final Interview' }),
    });
    const dialog = await openUpdate(user);
    expect(within(dialog).getByRole('group', { name: 'Quick actions' })).toBeInTheDocument();
  });

  it('asks before sending no changes, which would clear the interview data: Cancel keeps the form', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'No Changes Detected' });
    expect(confirm).toHaveTextContent(
      'No Changes Detected: This will clear all existing interview data. Are you sure you want to continue?',
    );
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Stage' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Editing the form answers the question too: it is asked again only if nothing changed.
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Next Action Required' }), 'x');
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends only the stage after Continue on the no-changes confirmation', async () => {
    const { user, sent, onUpdated } = renderCard();
    const dialog = await openUpdate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await user.click(within(within(dialog).getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(sent).toEqual([{ stage: 'technical_interview' }]);
  });

  it('refuses a later stage scheduled before the current interview, in a Validation Error toast', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Final Interview');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-10T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(toasts().getByText('Validation Error')).toBeInTheDocument();
    expect(
      toasts().getByText('New interview schedule must be after the scheduled time of the current interview.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Update Interview Stage' })).toBeInTheDocument();
  });

  it('refuses a later stage scheduled before the current interview was completed', async () => {
    const { user, sent } = renderCard({
      interview: buildInterview({ interviewCompletedAt: '2026-12-10T17:00:00.000Z' }),
    });
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Behavioral Interview');
    // 11:30 in New York is after the scheduled 10:00 but before the completion at 12:00.
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-10T11:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(
      toasts().getByText('New interview schedule must be after the completion of the current interview.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a completed time before the scheduled time', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    fireEvent.change(within(dialog).getByLabelText('Completed Time'), { target: { value: '2026-12-10T09:59' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(toasts().getByText('Validation Error')).toBeInTheDocument();
    expect(toasts().getByText('Completed time must be after scheduled time.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in an Error toast and keeps the dialog open", async () => {
    const { user, onUpdated } = renderCard({
      put: () => ({
        status: 409,
        body: { error: 'The applicant withdrew this application: its interview pipeline can no longer change' },
      }),
    });
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Offer Extended');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(await toasts().findByText('Error')).toBeInTheDocument();
    expect(
      toasts().getByText('The applicant withdrew this application: its interview pipeline can no longer change'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Interview Stage' })).toBeInTheDocument();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("says 'Failed to update interview stage' when the server gives no message", async () => {
    const { user } = renderCard({ put: () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    const dialog = await openUpdate(user);
    await user.selectOptions(stageSelect(dialog), 'Offer Extended');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(await toasts().findByText('Failed to update interview stage')).toBeInTheDocument();
  });

  it('reads and writes the times in the zone the answer names', async () => {
    const { user, sent } = renderCard({ interview: buildInterview({ timeZone: 'Europe/Berlin' }) });
    const dialog = await openUpdate(user);
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('2026-12-10T16:00');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-10T17:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([{ stage: 'technical_interview', scheduledAt: '2026-12-10T16:00:00.000Z' }]),
    );
  });
});

describe('the invitation: time zone, location, meeting link and message to the candidate', () => {
  const fresh = () =>
    buildInterview({
      currentStage: 'initial_screening',
      formattedCurrentStage: 'Initial Screening',
      interviewScheduledAt: null,
      interviewerNotes: null,
      nextActionRequired: null,
      nextActionDeadline: null,
      timeZone: null,
    });

  it("defaults to the browser's zone, and sends the chosen zone with the place, link and message", async () => {
    const { user, sent } = renderCard({ interview: fresh() });
    const dialog = await openUpdate(user);
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.selectOptions(stageSelect(dialog), 'Technical Interview');
    await user.selectOptions(zone, 'Europe/Berlin');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Time'), { target: { value: '2026-12-14T10:00' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), ' Torstrasse 1, Berlin ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Meeting link' }), 'https://meet.example.com/abc');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the candidate' }), 'See you!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Private: ask about payroll');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          stage: 'technical_interview',
          // 10:00 in Berlin (CET, UTC+1).
          scheduledAt: '2026-12-14T09:00:00.000Z',
          location: 'Torstrasse 1, Berlin',
          meetingUrl: 'https://meet.example.com/abc',
          messageToCandidate: 'See you!',
          notes: 'Private: ask about payroll',
          timeZone: 'Europe/Berlin',
        },
      ]),
    );
    // The card shows the new schedule in its zone, the place, the link and the message.
    const region = await card();
    await waitFor(() => expect(region).toHaveTextContent('ScheduledDec 14, 2026, 10:00 AM GMT+1'));
    expect(region).toHaveTextContent('LocationTorstrasse 1, Berlin');
    expect(within(region).getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(region).getByRole('region', { name: 'Message to the Candidate' })).toHaveTextContent('See you!');
  });

  it('refuses a meeting link that is not https with the rule’s message, on the field and in a toast', async () => {
    const { user, sent } = renderCard();
    const dialog = await openUpdate(user);
    const link = within(dialog).getByRole('textbox', { name: 'Meeting link' });
    await user.type(link, 'http://meet.example.com/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    expect(await toasts().findByText(INTERVIEW_MESSAGES.meetingUrlInvalid)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(INTERVIEW_MESSAGES.meetingUrlInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Editing the field clears the mark.
    await user.clear(link);
    expect(link).not.toHaveAttribute('aria-invalid');
  });

  it('moves the time with the zone (the wall clock stays) and sends an emptied detail as null', async () => {
    const { user, sent } = renderCard({
      interview: buildInterview({ location: 'Acme HQ', meetingUrl: 'https://meet.example.com/abc' }),
    });
    const dialog = await openUpdate(user);
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Acme HQ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Europe/Berlin');
    expect(within(dialog).getByLabelText('Scheduled Time')).toHaveValue('2026-12-10T10:00');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Location' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          stage: 'technical_interview',
          // Every time keeps its wall clock in the new zone: 10:00 and the 17:00 deadline, now Berlin's.
          scheduledAt: '2026-12-10T09:00:00.000Z',
          location: null,
          nextActionDeadline: '2026-12-08T16:00:00.000Z',
          timeZone: 'Europe/Berlin',
        },
      ]),
    );
  });

  it('keeps the zone of an interview that has none out of a stage sent alone, which still asks first', async () => {
    const { user, sent } = renderCard({ interview: fresh() });
    const dialog = await openUpdate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Update Stage' }));
    const confirm = await within(dialog).findByRole('alertdialog', { name: 'No Changes Detected' });
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toEqual([{ stage: 'initial_screening' }]));
  });
});

// Keeps the fixture honest: it is the contract's InterviewData plus the optional zone.
const _typed: InterviewData = buildInterview();
void _typed;
