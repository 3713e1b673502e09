import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ConciergeChatPanel } from '@marketplace/chat';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';

/** `/employer/jobs/{id}/concierge`: the job's concierge chat, for any employer of its company. */
export function ConciergeChatPage() {
  useDocumentTitle('Concierge chat');
  const { id = '' } = useParams();
  return (
    <section aria-labelledby="concierge-chat-title">
      <Top>
        <div>
          <PageTitle id="concierge-chat-title">Concierge chat</PageTitle>
          <PageLead>Talk with the concierge who looks after this job.</PageLead>
        </div>
        <Link to="/employer/jobs">Back to your jobs</Link>
      </Top>
      <ConciergeChatPanel key={id} jobId={id} />
    </section>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
