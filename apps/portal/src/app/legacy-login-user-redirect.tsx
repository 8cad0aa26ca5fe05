import { Navigate } from 'react-router';
import { useEdition } from '../editions/edition-context.js';

/**
 * Spec section 2: in the individual edition the root path and the legacy login-user path redirect
 * to /login. The federal edition has no such path: it is an unknown path there (page-not-found).
 */
export function LegacyLoginUserRedirect() {
  const { homeRedirectsToLogin } = useEdition();
  return <Navigate to={homeRedirectsToLogin ? '/login' : '/page-not-found'} replace />;
}
