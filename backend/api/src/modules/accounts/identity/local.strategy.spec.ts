import { UnauthorizedException } from '@nestjs/common';
import { AccountsError } from '../accounts.errors';
import { LocalAuthGuard } from './local.strategy';

describe('LocalAuthGuard.handleRequest', () => {
  const guard = new LocalAuthGuard();
  const credentials = { id: 'u-1' };
  const invalid = { code: AccountsError.reasons.invalidCredentials.code };

  it('answers the credentials the strategy accepted', () => {
    expect(guard.handleRequest(null, credentials)).toBe(credentials);
  });

  it('answers the same 401 for wrong credentials, missing fields and passport’s own refusal', () => {
    expect(() => guard.handleRequest(AccountsError.because('invalidCredentials'), false)).toThrow(
      expect.objectContaining(invalid),
    );
    expect(() => guard.handleRequest(null, false)).toThrow(expect.objectContaining(invalid));
    expect(() => guard.handleRequest(new UnauthorizedException(), false)).toThrow(expect.objectContaining(invalid));
  });

  it('lets any other failure through as itself, so it is logged and reported, not hidden as a 401', () => {
    const outage = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect(() => guard.handleRequest(outage, false)).toThrow(outage);
  });
});
