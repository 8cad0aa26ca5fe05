/** Every call of the portal's own service lives under this path (spec section 7). */
export const apiBasePath = '/api/v1/ep';
