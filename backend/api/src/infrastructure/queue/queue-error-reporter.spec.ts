import { ThrottledErrorLog } from './queue-error-reporter';

describe('ThrottledErrorLog', () => {
  it('logs the first error of a kind, then at most once per window with the suppressed count', () => {
    let time = 0;
    const lines: Array<[string, string, number]> = [];
    const log = new ThrottledErrorLog((source, error, suppressed) => lines.push([source, error.message, suppressed]), 1_000, () => time);
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

    log.report('system', refused);
    time = 200;
    log.report('system', refused);
    log.report('system', refused);
    log.report('system', new Error('READONLY You cannot write against a read only replica.'));
    log.report('mail', refused);
    time = 1_300;
    log.report('system', refused);

    expect(lines).toEqual([
      ['system', 'connect ECONNREFUSED 127.0.0.1:6379', 0],
      ['system', 'READONLY You cannot write against a read only replica.', 0],
      ['mail', 'connect ECONNREFUSED 127.0.0.1:6379', 0],
      ['system', 'connect ECONNREFUSED 127.0.0.1:6379', 2],
    ]);
  });
});
