import { unitConfig, UNIT_PAYMENTS_ENV } from '../../../test/support/accounts-fakes';
import { paymentsContentSecurity } from './payments-csp';

describe('paymentsContentSecurity', () => {
  it("allows Authorize.net's test script and API hosts in the sandbox", () => {
    expect(paymentsContentSecurity(unitConfig(UNIT_PAYMENTS_ENV).payments)).toEqual({
      scriptSrc: ['https://jstest.authorize.net'],
      connectSrc: ['https://*.authorize.net'],
    });
  });

  it("allows the local sandbox's own origin for both", () => {
    const config = unitConfig({
      ...UNIT_PAYMENTS_ENV,
      AUTHNET_ENVIRONMENT: 'local',
      AUTHNET_ENDPOINT: 'http://127.0.0.1:4010',
    });
    expect(paymentsContentSecurity(config.payments)).toEqual({
      scriptSrc: ['http://127.0.0.1:4010'],
      connectSrc: ['http://127.0.0.1:4010'],
    });
  });

  it('allows nothing more when payments are off', () => {
    expect(paymentsContentSecurity(unitConfig().payments)).toEqual({ scriptSrc: [], connectSrc: [] });
  });
});
