import { useNavigate } from 'react-router';
import { portalClient } from '../api/portal-client.js';
import { sessionStore } from '../session/session-store.js';

/**
 * Log Out ends the server session, then clears what the spec lists and goes to / (spec section 4
 * 'Session'). The local session is cleared even when the service cannot be reached, so a shared
 * computer never stays signed in.
 */
export function useLogOut() {
  const navigate = useNavigate();
  return async function logOut() {
    try {
      // The contracts load with the client, not with the header every public page shows.
      const { endpoints } = await import('@portal/api');
      await portalClient.call(endpoints.logout, {});
    } catch {
      // The server session still ends at its idle limit; nothing more a member can do here.
    } finally {
      portalClient.clearSession();
      sessionStore.clear();
      navigate('/', { replace: true });
    }
  };
}
