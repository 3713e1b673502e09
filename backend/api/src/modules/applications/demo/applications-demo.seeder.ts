import { Injectable } from '@nestjs/common';
import { ApplicationsDemoRepository } from './applications-demo.repository';
import { buildDemoApplications, type DemoApplication, type DemoApplicationsInput } from './demo-applications';

/**
 * Demo data owned by applications: the demo market's applications (buildDemoApplications says
 * which). Only missing ones are created; one that exists keeps whatever its seeker and employer did
 * with it since.
 */
@Injectable()
export class ApplicationsDemoSeeder {
  constructor(private readonly applications: ApplicationsDemoRepository) {}

  /** The applications created by this run (an interview is seeded only with its application). */
  async seed(input: DemoApplicationsInput): Promise<DemoApplication[]> {
    const created: DemoApplication[] = [];
    for (const application of buildDemoApplications(input))
      if (await this.applications.insertIfMissing(application)) created.push(application);
    return created;
  }
}
