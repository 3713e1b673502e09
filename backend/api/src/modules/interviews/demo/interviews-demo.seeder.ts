import { Injectable } from '@nestjs/common';
import { InterviewsRepository } from '../interviews.repository';
import { buildDemoInterview, type DemoInterviewSubject } from './demo-interviews';

/**
 * Demo data owned by interviews: the interviews of the demo applications created in the same run
 * (an application that existed keeps the interview its employer gave it), written update by update
 * as InterviewUpdates writes them: the interview, then its history entry.
 */
@Injectable()
export class InterviewsDemoSeeder {
  constructor(private readonly interviews: InterviewsRepository) {}

  async seed(subjects: readonly DemoInterviewSubject[], now: Date): Promise<{ interviewsCreated: number }> {
    let created = 0;
    for (const subject of subjects) {
      const updates = buildDemoInterview(subject, now);
      if (!updates) continue;
      for (const update of updates) {
        await this.interviews.saveInterview(subject.applicationId, update);
        await this.interviews.appendHistory(subject.applicationId, update);
      }
      created += 1;
    }
    return { interviewsCreated: created };
  }
}
