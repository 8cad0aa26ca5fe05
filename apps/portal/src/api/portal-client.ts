import { createApiClient } from '@portal/api';

/** The one client of the portal: same origin, token and server date in sessionStorage. */
export const portalClient = createApiClient({ session: sessionStorage });
