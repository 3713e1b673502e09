/**
 * The part of react-router the frontends use, provided to every container as the `react-router`
 * strict singleton. Module federation cannot tree-shake a shared module, and sharing the whole
 * package would also ship its data-router, SSR and RSC code, which no page uses, to every visitor.
 *
 * Frontend code keeps importing from 'react-router'; TypeScript resolves that name to this file, so
 * using a value not listed here fails the type-check. Add it here when a page needs it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  // The job form's leave guard wraps the navigator: the shell's BrowserRouter has no data-router blockers.
  UNSAFE_NavigationContext,
} from 'react-router-complete';
export type * from 'react-router-complete';
