import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { Footer } from './Footer';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame around every page: skip link, header, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to main content</SkipLink>
      <Header>
        <HeaderInner>
          <Brand to="/">Nestwork</Brand>
          <nav aria-label="Main">
            <NavList>
              <li>
                <NavItem to="/jobs">Find jobs</NavItem>
              </li>
              <li>
                <NavItem to="/employer">For employers</NavItem>
              </li>
            </NavList>
          </nav>
        </HeaderInner>
      </Header>
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  &:focus {
    top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const NavItem = styled(NavLink)`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} 0`};
  &:focus {
    outline: none;
  }
`;
