import styled from 'styled-components';

/** A section's title: the legend of its fieldset. */
export const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const DraftOffer = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const OfferTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const PreviewBlock = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
