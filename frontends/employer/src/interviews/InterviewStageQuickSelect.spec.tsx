import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import type { InterviewStage, InterviewUpdateRequest } from '@marketplace/contracts';
import { buildSessionUser, buildUserProfile, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { InterviewStageQuickSelect } from './InterviewStageQuickSelect';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine' });
const APP = '0b7d2e4a-91c3-4f6e-8a5d-3c2b1e0f9a88';
const PATH = `/api/employer/applications/${APP}/interview`;

/** A talent profile's application entry: it reloads (here: takes the server's stage) when told of an update. */
function Owner({
  initial,
  onUpdated,
  server,
}: {
  initial: InterviewStage | null;
  onUpdated: jest.Mock;
  server: { stage: InterviewStage | null };
}) {
  const [stage, setStage] = useState(initial);
  return (
    <>
      <p>Stage shown by the profile: {stage ?? 'none'}</p>
      <InterviewStageQuickSelect
        applicationId={APP}
        currentStage={stage}
        onUpdated={() => {
          onUpdated();
          setStage(server.stage);
        }}
      />
    </>
  );
}

function renderSelect(
  initial: InterviewStage | null,
  put: (body: InterviewUpdateRequest) => MockReply | null = () => null,
) {
  const server = { stage: initial };
  const sent: InterviewUpdateRequest[] = [];
  const onUpdated = jest.fn();
  mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    [PATH]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as InterviewUpdateRequest;
      sent.push(body);
      const reply = put(body);
      if (reply) return reply;
      server.stage = body.stage;
      return {
        body: {
          application: {
            id: APP,
            interviewStage: body.stage,
            interviewScheduledAt: null,
            interviewCompletedAt: null,
            interviewerNotes: null,
            nextActionRequired: null,
            nextActionDeadline: null,
          },
        },
      };
    },
  });
  const view = renderWithProviders(<Owner initial={initial} onUpdated={onUpdated} server={server} />, {
    sessionUser: employer,
  });
  return { ...view, sent, onUpdated, select: screen.getByRole('combobox', { name: 'Interview stage' }) };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

beforeEach(() => resetProfileFetchGate());

describe('InterviewStageQuickSelect', () => {
  it('shows the current stage among the seven', () => {
    const { select } = renderSelect('behavioral_interview');
    expect(select).toHaveValue('behavioral_interview');
    expect(within(select).getAllByRole('option')).toHaveLength(7);
  });

  it('does nothing when the current stage is chosen', async () => {
    const { user, select, sent, onUpdated } = renderSelect('technical_interview');
    await user.selectOptions(select, 'Technical Interview');
    expect(select).toHaveValue('technical_interview');
    expect(sent).toEqual([]);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(toasts().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('sends only the chosen stage, toasts Success and tells the profile to reload', async () => {
    const { user, select, sent, onUpdated } = renderSelect('technical_interview');
    await user.selectOptions(select, 'Offer Extended');
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ stage: 'offer_extended' }]);
    expect(toasts().getByText('Success')).toBeInTheDocument();
    expect(toasts().getByText('Interview stage updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Stage shown by the profile: offer_extended')).toBeInTheDocument();
    expect(select).toHaveValue('offer_extended');
    expect(select).toBeEnabled();
  });

  it("toasts Error with the server's message and goes back to the current stage", async () => {
    const { user, select, onUpdated } = renderSelect('final_interview', () => ({
      status: 409,
      body: { error: 'The applicant withdrew this application: its interview pipeline can no longer change' },
    }));
    await user.selectOptions(select, 'Initial Screening');
    expect(await toasts().findByText('Error')).toBeInTheDocument();
    expect(
      toasts().getByText('The applicant withdrew this application: its interview pipeline can no longer change'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('final_interview');
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("says 'Failed to update interview stage' when the server gives no message", async () => {
    const { user, select } = renderSelect('final_interview', () => ({ status: 503, body: 'Service Unavailable' }));
    await user.selectOptions(select, 'Offer Accepted');
    expect(await toasts().findByText('Failed to update interview stage')).toBeInTheDocument();
  });

  it('asks for a stage when there is none yet', () => {
    const { select } = renderSelect(null);
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Select a stage' })).toBeInTheDocument();
  });
});
