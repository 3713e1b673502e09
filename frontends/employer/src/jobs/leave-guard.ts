import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router';

/**
 * What a page with unsaved work gets from useLeaveGuard: whether a navigation is being held while
 * the user is asked, the two answers, and a way to run the page's own navigation (after a save).
 */
export interface LeaveGuard {
  /** True while a navigation away waits for the user's answer. */
  asking: boolean;
  /** The held navigation goes ahead; the guard then lets everything through until the page unmounts. */
  leave(): void;
  /** The held navigation is dropped; the page stays as it is. */
  stay(): void;
  /** Runs `navigate` (e.g. to the list after a successful save) without asking. */
  allow(navigate: () => void): void;
}

/** The parts of the Navigation API (window.navigation) the guard uses; TypeScript's DOM types do not have it yet. */
interface NavigationApi extends EventTarget {
  currentEntry: { index: number } | null;
}
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { index: number; url: string; sameDocument: boolean };
}

function navigationApi(): NavigationApi | null {
  return (window as unknown as { navigation?: NavigationApi }).navigation ?? null;
}

/** The path a navigator call goes to; a relative string (never sent by the router's own callers) counts as leaving. */
function pathnameOf(to: To, current: string): string | null {
  if (typeof to !== 'string') return to.pathname ?? current;
  return to.startsWith('/') ? to.replace(/[?#].*$/, '') : null;
}

/**
 * Asks before the user leaves a page with unsaved work, while `when` holds.
 *
 * The shell renders a declarative <BrowserRouter>, where react-router's useBlocker (data routers
 * only) throws; moving the whole frame to createBrowserRouter is out of proportion to one form.
 * So this is the well-known stand-in for history.block: while armed, it wraps the router's
 * navigator (push and replace, used by every Link, NavLink, Navigate and navigate(); go, used by
 * navigate(-1)). Browser back/forward cannot be held through popstate (it arrives after the
 * address changed, and the router's listener, registered first, has already acted on it), so they
 * are held through the Navigation API's cancelable 'navigate' event where the browser has it; where
 * it does not, or the browser does not let the page cancel (no user activation), they go through
 * and the copy kept on the device (local-draft.ts) is what saves the work. Navigations that stay on
 * the same path (query or hash changes) are let through. Closing the tab, reloading or typing an
 * address get the browser's own beforeunload prompt.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  const allowing = useRef(false);
  const uninstall = useRef<(() => void) | null>(null);
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  // Once the user chose to leave, the page is on its way out: asking again would be a loop.
  const [released, setReleased] = useState(false);
  const armed = when && !released;

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!armed) return;
    const { push, replace, go } = navigator;
    const hold = (navigation: () => void) => setHeld({ go: navigation });
    const leavesPage = (to: To) => pathnameOf(to, pathnameRef.current) !== pathnameRef.current;

    navigator.push = (to, state, opts) =>
      allowing.current || !leavesPage(to) ? push(to, state, opts) : hold(() => push(to, state, opts));
    navigator.replace = (to, state, opts) =>
      allowing.current || !leavesPage(to) ? replace(to, state, opts) : hold(() => replace(to, state, opts));
    navigator.go = (delta) => (allowing.current || delta === 0 ? go(delta) : hold(() => go(delta)));

    // Back and forward, before the address changes.
    const navigation = navigationApi();
    const onNavigate = (event: Event) => {
      const { navigationType, destination, cancelable } = event as NavigateEventLike;
      const from = navigation?.currentEntry?.index;
      if (
        allowing.current ||
        navigationType !== 'traverse' ||
        !cancelable ||
        from === undefined ||
        destination.index < 0
      )
        return;
      if (new URL(destination.url).pathname === pathnameRef.current) return;
      event.preventDefault();
      const delta = destination.index - from;
      hold(() => window.history.go(delta));
    };
    navigation?.addEventListener('navigate', onNavigate);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // preventDefault is the standard; returnValue is what older browsers still read.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    let installed = true;
    const remove = () => {
      if (!installed) return;
      installed = false;
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
    uninstall.current = remove;
    return () => {
      remove();
      uninstall.current = null;
    };
  }, [armed, navigator]);

  const leave = useCallback(() => {
    if (!held) return;
    setReleased(true);
    setHeld(null);
    // Let go now, not after the next render: the held navigation must not be caught again.
    uninstall.current?.();
    held.go();
  }, [held]);

  const stay = useCallback(() => setHeld(null), []);

  const allow = useCallback((navigate: () => void) => {
    allowing.current = true;
    try {
      navigate();
    } finally {
      allowing.current = false;
    }
  }, []);

  return { asking: armed && held !== null, leave, stay, allow };
}
