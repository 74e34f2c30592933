import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '~/components/loading-state';
import { paths } from '~/config/paths';
import { useAdminFlag } from '~/lib/admin-flag';
import { loginPathWithNext, safeNextPath } from '~/lib/next-path';
import { useSession } from '~/lib/session';

// The route guards (docs/requirements/permissions.md#perm-redirects), as pathless layout routes
// around the pages they protect (router.tsx). They are a convenience for people; the server
// enforces every rule on its own (docs/requirements/permissions.md#perm-server).

const SESSION_LOADING_LABEL = 'Oturum kontrol ediliyor…';

function useSignedInUser() {
  const session = useSession();
  return { user: session.data ?? null, isPending: session.isPending };
}

function ToLogin() {
  const location = useLocation();
  return <Navigate to={loginPathWithNext(location)} replace />;
}

/** /dashboard, /application, /workspace, /billing… : visitors go to /login?next=<here>. */
export function RequireSignedIn() {
  const { user, isPending } = useSignedInUser();
  if (isPending) return <LoadingState label={SESSION_LOADING_LABEL} />;
  if (!user) return <ToLogin />;
  return <Outlet />;
}

/** /workspace: signed-in users whose application is not approved go to /application. */
export function RequireApproved() {
  const { user, isPending } = useSignedInUser();
  if (isPending) return <LoadingState label={SESSION_LOADING_LABEL} />;
  if (!user) return <ToLogin />;
  if (!user.approved) return <Navigate to={paths.application} replace />;
  return <Outlet />;
}

/** /admin/*: visitors go to /login?next=<here>, signed-in non-admins to /. */
export function RequireAdmin() {
  const { user, isPending } = useSignedInUser();
  const admin = useAdminFlag(user);
  if (isPending || admin.isPending) return <LoadingState label={SESSION_LOADING_LABEL} />;
  if (!user) return <ToLogin />;
  if (!admin.isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** /dashboard: admins have their own panel (docs/requirements/permissions.md#perm-admin). */
export function RedirectAdminToPanel() {
  const { user, isPending } = useSignedInUser();
  const admin = useAdminFlag(user);
  if (isPending || admin.isPending) return <LoadingState label={SESSION_LOADING_LABEL} />;
  if (admin.isAdmin) return <Navigate to={paths.admin} replace />;
  return <Outlet />;
}

/**
 * /login: a signed-in user goes on at once — to a safe `next` when there is one, else admins to
 * /admin and everyone else to /application. The login form only has to store the session.
 */
export function RedirectSignedInFromLogin() {
  const { user, isPending } = useSignedInUser();
  const admin = useAdminFlag(user);
  const [searchParams] = useSearchParams();
  if (isPending || admin.isPending) return <LoadingState label={SESSION_LOADING_LABEL} />;
  if (!user) return <Outlet />;
  const next = safeNextPath(searchParams.get('next'));
  const target = next ?? (admin.isAdmin ? paths.admin : paths.application);
  return <Navigate to={target} replace />;
}
