import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { useChatMaintenance } from '../data/hooks';
import { BackButton } from './BackButton';
import { ComposeStart } from './ComposeStart';
import { InboxBody } from './InboxBody';
import { MaintenanceNotice } from './MaintenanceNotice';
import { readComposeParams } from './compose-params';
import { inboxReferrer, sourcePageOf } from './source-page';

export type InboxSide = 'employer' | 'seeker';

const TITLES: Record<InboxSide, string> = {
  employer: CHAT_MESSAGES.employerInboxTitle,
  seeker: CHAT_MESSAGES.seekerInboxTitle,
};

/**
 * The message inbox: /employer/messages ('Chat with Seekers') and /seeker/messages
 * ('Chat with Employers'). A Back button; under maintenance the body is only the notice; otherwise
 * the conversations with a search filter beside the open one, and for employers the compose flow
 * of `?compose=true&recipientId=…`.
 */
export function MessagesPage({ side }: { side: InboxSide }) {
  const title = TITLES[side];
  useDocumentTitle(title);
  const location = useLocation();
  const [params] = useSearchParams();
  const maintenance = useChatMaintenance();
  const source =
    side === 'employer' ? sourcePageOf(inboxReferrer(location.state, document.referrer), window.location.origin) : null;
  const compose = side === 'employer' ? readComposeParams(params) : ({ kind: 'none' } as const);

  return (
    <Page>
      <Top>
        <BackButton to={source} side={side} />
        <PageTitle>{title}</PageTitle>
      </Top>
      {maintenance.isLoading ? (
        <Spinner label="Loading" />
      ) : maintenance.enabled ? (
        <MaintenanceNotice />
      ) : compose.kind !== 'none' ? (
        <ComposeStart compose={compose} />
      ) : (
        <InboxBody
          side={side}
          threadId={params.get('threadId')}
          conciergeJobId={side === 'employer' ? params.get('conciergeJobId') : null}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;
