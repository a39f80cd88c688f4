import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useAuth } from '../../lib/use-auth';

/** Pages for signed-out visitors only; a signed-in user goes to the dashboard instead. */
export function GuestOnlyRoute() {
  const { isInitialized, isLoggedIn } = useAuth();
  // Waiting avoids flashing the login form at someone who is already signed in.
  if (!isInitialized) return <PageLoader />;
  if (isLoggedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
