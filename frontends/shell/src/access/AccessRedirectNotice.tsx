import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '@marketplace/ui';

/**
 * Says, on the page a role redirect brought the user to, why they are here instead of the page
 * they asked for. Dismissing it drops the notice from this history entry, so a reload does not
 * bring it back.
 */
export default function AccessRedirectNotice({ notice }: { notice: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Notice role="status">
      <p>{notice}</p>
      <Button
        $variant="secondary"
        onClick={() =>
          navigate(
            { pathname: location.pathname, search: location.search, hash: location.hash },
            { replace: true, state: null },
          )
        }
      >
        Dismiss
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  color: ${({ theme }) => theme.colors.badges.info.fg};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  p {
    flex: 1 1 20rem;
  }
`;
