import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { forgetUserQueries } from '@marketplace/api-client';
import { dashboardPath, useProfile, useSession } from '@marketplace/auth';
import { ROLE_LABELS } from '@marketplace/contracts';
import { Avatar, Badge, Button, useToast } from '@marketplace/ui';
import { accessNoticeOf } from '../access/redirect-state';
import { Footer } from './Footer';

// Only admins who impersonate ever see the banner; nobody else downloads it.
const ImpersonationBanner = lazy(() => import('../impersonation/ImpersonationBanner'));
// Only a page reached by a role redirect says why; the others never download the notice.
const AccessRedirectNotice = lazy(() => import('../access/AccessRedirectNotice'));
// Chat's badge (and the socket it listens on) loads after the page, for seekers and employers only.
const HeaderUnreadBadge = lazy(() => import('@marketplace/chat/header-badge'));
// The notification bell (and its share of the socket) loads after the page too, for every signed-in role.
const NotificationBell = lazy(() => import('@marketplace/notifications/bell'));

export const MAIN_CONTENT_ID = 'main-content';
export const SIGN_OUT_FAILED = 'Could not sign you out. Please try again.';

/**
 * After client-side navigation, keyboard and screen reader users land at the top of the new
 * page's content instead of staying on a link that may no longer exist. Not on the first load.
 */
function useFocusOnRouteChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [pathname]);
}

/** The frame around every page: skip link, impersonation banner, header, main landmark (with why a role redirect brought the user here), footer. */
export function Layout({ children }: { children: ReactNode }) {
  useFocusOnRouteChange();
  const impersonating = useSession().impersonation !== null;
  const notice = accessNoticeOf(useLocation().state);
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to main content</SkipLink>
      {impersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {notice ? (
          <Suspense fallback={null}>
            <AccessRedirectNotice notice={notice} />
          </Suspense>
        ) : null}
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

export const MAIN_NAV_ID = 'main-nav';

/**
 * Brand and main navigation. Below 768 px (CSS only) the links fold behind a Menu button. The menu
 * is open only at the location it was opened at, so any navigation closes it without an effect.
 */
function SiteHeader() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Header>
      <HeaderInner>
        <Brand to="/">Nestwork</Brand>
        <MenuButton
          ref={menuButton}
          $variant="secondary"
          aria-expanded={open}
          aria-controls={MAIN_NAV_ID}
          onClick={() => setOpenAt(open ? null : key)}
        >
          Menu
        </MenuButton>
        <MainNav open={open} />
      </HeaderInner>
    </Header>
  );
}

/** Links for whoever is signed in (as the impersonated user while an admin impersonates). */
function MainNav({ open }: { open: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);
  const acting = session.actingUser;
  const role = acting?.role ?? null;
  const dashboard = dashboardPath(role);

  async function signOut() {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch {
      toast.show(SIGN_OUT_FAILED, { tone: 'error' });
      return;
    } finally {
      setSigningOut(false);
    }
    forgetUserQueries(queryClient);
    // Replace (and so drop) any "come back here" the role guard may already have recorded: the
    // next sign-in in this tab starts from the dashboard, not from where this user left.
    navigate('/sign-in', { replace: true, state: null });
  }

  return (
    <Nav id={MAIN_NAV_ID} aria-label="Main" data-open={open}>
      <NavList>
        <li>
          <NavItem to="/jobs">Find jobs</NavItem>
        </li>
        {session.status === 'loading' ? null : acting ? (
          <>
            {dashboard ? (
              <li>
                <NavItem to={dashboard}>Dashboard</NavItem>
              </li>
            ) : null}
            {role === 'admin' ? (
              <li>
                <NavItem to="/admin/users">Users</NavItem>
              </li>
            ) : null}
            {role === 'seeker' ? (
              <li>
                <NavItem to="/seeker/applications">My applications</NavItem>
              </li>
            ) : null}
            {role === 'seeker' ? (
              <li>
                <NavItem to="/seeker/critiques">Critiques</NavItem>
              </li>
            ) : null}
            {role === 'employer' ? (
              <li>
                <NavItem to="/employer/applications">Applications</NavItem>
              </li>
            ) : null}
            {role === 'employer' ? (
              <li>
                <NavItem to="/employer/talent">Talent</NavItem>
              </li>
            ) : null}
            {role === 'employer' ? (
              <li>
                <NavItem to="/employer/packages">Packages</NavItem>
              </li>
            ) : null}
            {role === 'seeker' || role === 'employer' ? (
              <li>
                <NavItem to={`/${role}/messages`}>
                  Messages{' '}
                  <Suspense fallback={null}>
                    <HeaderUnreadBadge />
                  </Suspense>
                </NavItem>
              </li>
            ) : null}
            <li>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            </li>
            {role ? (
              <li>
                <NavItem to={`/${role}/settings`}>Settings</NavItem>
              </li>
            ) : null}
            <li>
              <SignedInAs />
            </li>
            <li>
              <Button $variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
                {signingOut ? 'Signing Out…' : 'Sign Out'}
              </Button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavItem to="/employers">For employers</NavItem>
            </li>
            <li>
              <NavItem to="/sign-in">Sign In</NavItem>
            </li>
            <li>
              <NavItem to="/sign-up">Sign Up</NavItem>
            </li>
          </>
        )}
      </NavList>
    </Nav>
  );
}

/**
 * Whom the browser acts as: their picture (else initials) and name. While an admin impersonates,
 * that is the impersonated user, with their role (the profile is theirs too); the banner above
 * says an admin is acting as them.
 */
function SignedInAs() {
  const acting = useSession().actingUser;
  const profile = useProfile();
  const picture =
    profile.data && profile.data.id === acting?.id ? (profile.data.presignedProfilePictureUrl ?? null) : null;
  return (
    <UserName data-testid="signed-in-as">
      <Avatar name={acting?.name} src={picture} size={32} decorative />
      {acting?.name}
      {acting?.impersonated && acting.role ? <Badge $tone="warning">{ROLE_LABELS[acting.role]}</Badge> : null}
    </UserName>
  );
}

const UserName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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

// Hidden at desktop width, where the links are always shown.
const MenuButton = styled(Button)`
  @media not all and ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

// On narrow screens the open menu takes a full-width row under the brand, its links one per line.
const Nav = styled.nav`
  @media ${({ theme }) => theme.media.narrow} {
    flex-basis: 100%;
    &[data-open='false'] {
      display: none;
    }
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.narrow} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.md};
  }
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

// At least a screen tall, so the footer starts below the fold: a page whose content arrives late
// (a remote, a search's results) grows under the fold instead of pushing a visible footer down,
// which the browser counts as layout shift (CLS).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} 0`};
  &:focus {
    outline: none;
  }
`;
