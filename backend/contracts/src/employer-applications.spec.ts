import { APPLICATION_STATUSES } from './enums';
import {
  canChangeStatus,
  EMPLOYER_APPLICATION_MESSAGES as M,
  EMPLOYER_STATUS_TRANSITIONS,
  readEmployerApplicationsQuery,
  stageAfterChange,
  statusChangeRefusal,
  validateApplicationStatusRequest,
  validateBulkStatusRequest,
} from './employer-applications';

describe('employer status transitions', () => {
  it('let pending go only to reviewed, keep hired final, and never lead back to pending', () => {
    expect(EMPLOYER_STATUS_TRANSITIONS.pending).toEqual(['reviewed']);
    expect(EMPLOYER_STATUS_TRANSITIONS.hired).toEqual([]);
    for (const from of APPLICATION_STATUSES) expect(canChangeStatus(from, 'pending')).toBe(false);
  });

  it('name why a change is refused: withdrawn first, then the same status, then the rule', () => {
    expect(statusChangeRefusal({ status: 'reviewed', withdrawn: true }, 'interview')).toBe(M.withdrawn);
    expect(statusChangeRefusal({ status: 'reviewed', withdrawn: false }, 'reviewed')).toBe(
      "This application is already 'Reviewed'",
    );
    expect(statusChangeRefusal({ status: 'pending', withdrawn: false }, 'rejected')).toBe(
      "An application that is 'Application Pending' cannot be changed to 'Not Selected'",
    );
    expect(statusChangeRefusal({ status: 'reviewed', withdrawn: false }, 'interview')).toBeNull();
  });

  it('start the pipeline at initial_screening when marking reviewed, and keep the stage otherwise', () => {
    expect(stageAfterChange({ interviewStage: null }, 'reviewed')).toBe('initial_screening');
    expect(stageAfterChange({ interviewStage: 'final_interview' }, 'reviewed')).toBe('final_interview');
    expect(stageAfterChange({ interviewStage: 'final_interview' }, 'hired')).toBe('final_interview');
  });
});

describe('request rules', () => {
  it('read a list query with defaults, and every bad parameter by name', () => {
    expect(readEmployerApplicationsQuery({})).toEqual({
      query: { status: null, stage: null, q: null, sort: 'newest', cursor: null, limit: 20 },
      errors: {},
    });
    expect(
      readEmployerApplicationsQuery({
        status: 'interview',
        stage: 'final_interview',
        q: '  maya ',
        sort: 'oldest',
        limit: '100',
      }).query,
    ).toEqual({
      status: 'interview',
      stage: 'final_interview',
      q: 'maya',
      sort: 'oldest',
      cursor: null,
      limit: 100,
    });
    expect(
      readEmployerApplicationsQuery({
        status: ['a', 'b'],
        stage: 'lunch',
        q: 'x'.repeat(101),
        limit: '1e3',
        cursor: 'a b',
      }).errors,
    ).toEqual({
      status: [M.single],
      stage: [M.stageFilterInvalid],
      q: [M.searchTooLong],
      limit: [M.limitInvalid],
      cursor: [M.cursorInvalid],
    });
  });

  it('accept the stage only with reviewed, and only initial_screening', () => {
    expect(validateApplicationStatusRequest({ status: 'reviewed', interviewStage: 'initial_screening' })).toEqual({});
    expect(validateApplicationStatusRequest({ status: 'hired', interviewStage: 'initial_screening' })).toEqual({
      interviewStage: [M.stageOnlyWhenReviewing],
    });
    expect(validateApplicationStatusRequest({ status: 'withdrawn' })).toEqual({ status: [M.statusInvalid] });
  });

  it('accept bulk changes of 1 to 100 application ids to reviewed or rejected', () => {
    const id = '0a0a0a0a-0000-4000-8000-000000000001';
    expect(validateBulkStatusRequest({ applicationIds: [id], status: 'rejected' })).toEqual({});
    expect(validateBulkStatusRequest({ applicationIds: 'all', status: 'interview' })).toEqual({
      applicationIds: [M.idsInvalid],
      status: [M.bulkStatusInvalid],
    });
    expect(validateBulkStatusRequest({})).toEqual({ applicationIds: [M.idsRequired], status: [M.statusRequired] });
  });
});
