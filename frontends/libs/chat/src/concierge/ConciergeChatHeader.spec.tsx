import { screen } from '@testing-library/react';
import type { ConciergeChat } from '@marketplace/contracts';
import { renderWithProviders } from '@marketplace/testing';
import { ConciergeChatHeader, conciergeBadgeText } from './ConciergeChatHeader';

const CHAT: ConciergeChat = {
  threadId: 't1',
  jobId: 'j1',
  jobTitle: 'Payroll Lead',
  companyName: 'Brightside Care',
  companyLogoUrl: null,
  status: 'active',
  adminId: 'a1',
  conciergeName: 'Casey Concierge',
  employerName: 'Jordan Ellis',
  viewerType: 'employer',
};

describe('ConciergeChatHeader', () => {
  it('shows the job title, the company, the Employer Chat badge and Active for the company', () => {
    renderWithProviders(<ConciergeChatHeader chat={CHAT} titleId="title" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Payroll Lead' })).toBeInTheDocument();
    expect(screen.getByText('Brightside Care')).toBeInTheDocument();
    expect(screen.getByText('Employer Chat')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Your concierge: Casey Concierge')).toBeInTheDocument();
  });

  it('shows the Admin Chat badge and the employer to the concierge', () => {
    renderWithProviders(<ConciergeChatHeader chat={{ ...CHAT, viewerType: 'admin' }} titleId="title" />);
    expect(screen.getByText('Admin Chat')).toBeInTheDocument();
    expect(screen.queryByText('Employer Chat')).not.toBeInTheDocument();
    expect(screen.getByText('With Jordan Ellis')).toBeInTheDocument();
  });

  it("shows a job title of 'Chat' followed by digits as 'Concierge Chat', and any other title as it is", () => {
    const { rerender } = renderWithProviders(
      <ConciergeChatHeader chat={{ ...CHAT, jobTitle: 'Chat1042' }} titleId="t" />,
    );
    expect(screen.getByRole('heading', { name: 'Concierge Chat' })).toBeInTheDocument();
    for (const title of ['Chat', 'Chat 12', 'Chatbot Trainer', 'Team Chat42']) {
      rerender(<ConciergeChatHeader chat={{ ...CHAT, jobTitle: title }} titleId="t" />);
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
  });

  it('names the badge by the viewer side', () => {
    expect(conciergeBadgeText('admin')).toBe('Admin Chat');
    expect(conciergeBadgeText('employer')).toBe('Employer Chat');
  });
});
