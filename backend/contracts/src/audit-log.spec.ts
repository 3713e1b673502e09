import { ADMIN_QUERY_MESSAGES } from './access';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_LOG_MESSAGES,
  isRefusedStatus,
  readAuditLogQuery,
} from './audit-log';

const ID = '0D5E2F4A-1B2C-4D3E-8F9A-0B1C2D3E4F5A';

describe('readAuditLogQuery', () => {
  it('has defaults that filter nothing and leave refused requests out', () => {
    expect(readAuditLogQuery({})).toEqual({
      query: { page: 1, pageSize: 20, adminId: null, userId: null, action: null, includeRefused: false },
      errors: {},
    });
  });

  it('reads every filter, and empty values as none', () => {
    expect(
      readAuditLogQuery({ page: '2', pageSize: '50', admin: ID, user: ID, action: 'job.archive', refused: 'true' })
        .query,
    ).toEqual({
      page: 2,
      pageSize: 50,
      adminId: ID.toLowerCase(),
      userId: ID.toLowerCase(),
      action: 'job.archive',
      includeRefused: true,
    });
    expect(readAuditLogQuery({ admin: '', user: '', action: '', refused: '' })).toEqual(readAuditLogQuery({}));
    expect(readAuditLogQuery({ refused: 'false' }).query.includeRefused).toBe(false);
  });

  it('refuses what it cannot filter by, with the field messages', () => {
    const { query, errors } = readAuditLogQuery({
      admin: 'avery',
      user: `${ID}x`,
      action: 'toString',
      refused: '1',
      page: '0',
    });
    expect(errors).toEqual({
      page: [ADMIN_QUERY_MESSAGES.pageTooSmall],
      admin: [AUDIT_LOG_MESSAGES.adminInvalid],
      user: [AUDIT_LOG_MESSAGES.userInvalid],
      action: [AUDIT_LOG_MESSAGES.actionInvalid],
      refused: [AUDIT_LOG_MESSAGES.refusedInvalid],
    });
    expect(query).toMatchObject({ page: 1, adminId: null, userId: null, action: null, includeRefused: false });
  });

  it('refuses a repeated parameter', () => {
    expect(readAuditLogQuery({ admin: [ID, ID], refused: ['true', 'true'] }).errors).toEqual({
      admin: [ADMIN_QUERY_MESSAGES.single],
      refused: [ADMIN_QUERY_MESSAGES.single],
    });
  });
});

describe('audit actions', () => {
  it('each have a label for the Action filter', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('count a request as refused from status 400', () => {
    expect([200, 204, 302, 399, 400, 403, 409, 500].map(isRefusedStatus)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});
