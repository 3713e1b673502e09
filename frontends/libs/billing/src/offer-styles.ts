import styled from 'styled-components';

/**
 * The look of what is for sale: the seekers' plan cards (/seeker/plans) and the employers' package
 * cards (PackageCards), one grid of bordered cards with a header of badges, a price and features.
 */
export const OfferGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** One card; `$selected` draws the border of the one the user holds. */
export const OfferCard = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  > button,
  > :last-child {
    margin-top: auto;
  }
`;

export const OfferHeader = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const OfferPrice = styled.p`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const OfferFeatures = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/** A confirmation dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** Why a purchase did not go through, inside its dialog. */
export const PurchaseError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
