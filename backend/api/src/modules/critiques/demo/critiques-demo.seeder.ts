import { Injectable } from '@nestjs/common';
import { CritiquesDemoRepository } from './critiques-demo.repository';
import { buildDemoCritiques, type DemoCritiqueInput } from './demo-critiques';

/**
 * Demo data owned by critiques: the demo seeker's completed critique and one waiting in the queue,
 * and enough completed critiques of other demo seekers, reviewed by the demo admin, for the
 * industry comparison to show figures. Rows have stable ids: what exists is left as it is. Their
 * PDF reports are made on the first ask (CritiquesService queues a missing report).
 */
@Injectable()
export class CritiquesDemoSeeder {
  constructor(private readonly critiques: CritiquesDemoRepository) {}

  async seed(input: DemoCritiqueInput & { adminId: string | null }): Promise<{ critiquesCreated: number }> {
    let created = 0;
    // Without the demo admin nobody reviewed them: only the waiting ones are seeded.
    const critiques = buildDemoCritiques(input).filter((critique) => input.adminId !== null || !critique.completed);
    for (const critique of critiques) if (await this.critiques.insert(critique, input.adminId)) created += 1;
    return { critiquesCreated: created };
  }
}
