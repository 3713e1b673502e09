import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { FieldErrorText } from '@marketplace/ui/fields';

/** The frame of the sign-in, sign-up, onboarding and password pages: a title and one card. */
export function AuthFrame({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Column>
      <PageTitle>{title}</PageTitle>
      {lead ? <PageLead>{lead}</PageLead> : null}
      <Card>{children}</Card>
      {footer ? <Footer>{footer}</Footer> : null}
    </Column>
  );
}

/** The first words of a lead that says why the page is shown ('Sign in to apply'). */
export const Reason = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;

const Column = styled.section`
  max-width: 480px;
  margin: 0 auto;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

/** A group of radio buttons, laid out as selectable tiles. */
export const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    margin-top: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.badges.info.bg};
  }
`;

/** A choice group's messages under it, one a line. */
export const ChoiceError = styled(FieldErrorText)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const FullWidth = styled.div`
  display: grid;
  button {
    width: 100%;
  }
`;
