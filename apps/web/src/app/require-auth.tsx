import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** SPEC 2: login-required routes redirect to / when not logged in. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Outlet /> : <Navigate to="/" replace />;
}
