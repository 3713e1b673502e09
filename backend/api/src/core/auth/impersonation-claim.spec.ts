import { readImpersonationClaim } from './impersonation-claim';

const USER = '3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f';
const ADMIN = '8b69c3f1-1b81-5551-8313-4f939c2b5a45';
const headers = { 'x-impersonated-user-id': USER, 'x-impersonated-user-role': 'employer', 'x-admin-id': ADMIN };

describe('readImpersonationClaim', () => {
  it('reads nothing from an ordinary request', () => {
    expect(readImpersonationClaim({ headers: {}, query: {} })).toEqual({ kind: 'none' });
    // A lone adminId query parameter is too generic a name to mean impersonation.
    expect(readImpersonationClaim({ headers: {}, query: { adminId: ADMIN } })).toEqual({ kind: 'none' });
  });

  it('reads the three headers', () => {
    expect(readImpersonationClaim({ headers, query: {} })).toEqual({
      kind: 'claim',
      claim: { userId: USER, role: 'employer', adminId: ADMIN },
    });
  });

  it('reads the query parameters of resume downloads', () => {
    const query = { impersonatedUserId: USER, impersonatedUserRole: 'seeker', adminId: ADMIN };
    expect(readImpersonationClaim({ headers: {}, query })).toEqual({
      kind: 'claim',
      claim: { userId: USER, role: 'seeker', adminId: ADMIN },
    });
  });

  it.each([
    ['a missing header', { 'x-impersonated-user-id': USER, 'x-admin-id': ADMIN }, {}],
    ['an empty header', { ...headers, 'x-admin-id': '' }, {}],
    ['an unknown role', { ...headers, 'x-impersonated-user-role': 'superuser' }, {}],
    ['a repeated header', { ...headers, 'x-admin-id': [ADMIN, ADMIN] }, {}],
    [
      'headers and query that disagree',
      headers,
      { impersonatedUserId: ADMIN, impersonatedUserRole: 'employer', adminId: ADMIN },
    ],
    ['an incomplete query', {}, { impersonatedUserId: USER }],
  ])('calls %s malformed', (_label, given, query) => {
    expect(readImpersonationClaim({ headers: given as Record<string, string>, query })).toEqual({ kind: 'malformed' });
  });
});
