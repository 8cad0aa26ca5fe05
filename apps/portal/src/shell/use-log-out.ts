import { endpoints } from '@portal/api';
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
