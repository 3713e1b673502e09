import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  $variant?: ButtonVariant;
}

/** The button look, for other elements such as a router link: styled(Link) with these styles. */
export const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* A label never breaks over lines; rows of buttons wrap as a whole instead (flex-wrap there). */
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
            color: ${theme.colors.onPrimary};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.badges.info.bg};
            color: ${theme.colors.primaryHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.badges.neutral.bg};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = styled.button.attrs<VariantProps>((props) => ({ type: props.type ?? 'button' }))<VariantProps>`
  ${buttonStyles}
`;

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled.a<VariantProps>`
  ${buttonStyles}
`;
