/** Every API route lives under this prefix; everything else is the frontends. */
export const API_PREFIX = 'api';
