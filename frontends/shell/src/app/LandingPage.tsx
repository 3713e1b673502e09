import { Link } from 'react-router';
import styled from 'styled-components';
import { PageLead, PageTitle, buttonStyles, useDocumentTitle, type ButtonVariant } from '@marketplace/ui';

export function LandingPage() {
  useDocumentTitle('Flexible and remote work for parents');
  return (
    <section>
      <PageTitle>Flexible and remote work for parents</PageTitle>
      <PageLead>
        Nestwork connects mothers and parents with employers who offer remote roles and hours that fit family life.
      </PageLead>
      <Cta to="/jobs">Browse remote jobs</Cta>
    </section>
  );
}

const Cta = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
