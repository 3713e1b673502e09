import { useId } from 'react';
import styled from 'styled-components';

/** A hint whose tooltip shows on hover and keyboard focus, and is its accessible description. */
export function HintWithTooltip({ text, tooltip }: { text: string; tooltip: string }) {
  const tooltipId = useId();
  return (
    <TipAnchor>
      <HintText tabIndex={0} aria-describedby={tooltipId}>
        {text}
      </HintText>
      <Tip role="tooltip" id={tooltipId}>
        {tooltip}
      </Tip>
    </TipAnchor>
  );
}

const TipAnchor = styled.span`
  position: relative;
  justify-self: start;
  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    clip: auto;
    width: max-content;
    max-width: 280px;
    height: auto;
    margin: 0;
    white-space: normal;
  }
`;

const HintText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline dotted;
  cursor: help;
`;

// Hidden like VisuallyHidden until its anchor is hovered or focused; always the hint's description.
const Tip = styled.span`
  position: absolute;
  left: 0;
  top: calc(100% + 4px);
  z-index: 1;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
