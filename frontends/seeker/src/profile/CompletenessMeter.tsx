import styled from 'styled-components';
import type { ProfileCompleteness } from '@marketplace/contracts';
import { Card } from '@marketplace/ui';

/** The completeness meter at the top of the profile editor: a progress bar and what is still missing. */
export function CompletenessMeter({ completeness }: { completeness: ProfileCompleteness }) {
  const { percent, missing } = completeness;
  return (
    <Card as="section" aria-labelledby="profile-completeness-title">
      <Title id="profile-completeness-title">Profile completeness</Title>
      <Row>
        <Track
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete`}
        >
          <Fill style={{ width: `${percent}%` }} />
        </Track>
        <strong aria-hidden="true">{percent}%</strong>
      </Row>
      {missing.length ? (
        <>
          <Lead id="profile-missing-title">Still missing:</Lead>
          <Missing aria-labelledby="profile-missing-title">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </Missing>
        </>
      ) : (
        <Lead>Your profile is complete.</Lead>
      )}
    </Card>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Track = styled.div`
  flex: 1;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.badges.neutral.bg};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Missing = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;
