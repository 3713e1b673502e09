import { DomainEvents, subscribeListeners } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { ApplicationsAccountListeners } from './applications.listeners';
import type { SeekerApplicationsService } from './seeker-applications.service';

describe('ApplicationsAccountListeners', () => {
  it("forgets a deleted seeker's applications, and nobody else's", async () => {
    const events = new DomainEvents();
    const forgotten: string[] = [];
    const unsubscribe = subscribeListeners(
      events,
      new ApplicationsAccountListeners({
        forget: async (userId: string) => void forgotten.push(userId),
      } as unknown as SeekerApplicationsService),
    );
    const deleted = (userId: string, role: AccountDeleted['role']): AccountDeleted => ({
      type: ACCOUNT_EVENTS.accountDeleted,
      userId,
      role,
    });
    await events.publish(deleted('seeker-1', 'seeker'));
    await events.publish(deleted('employer-1', 'employer'));
    await events.publish(deleted('newcomer-1', null));
    expect(forgotten).toEqual(['seeker-1']);
    unsubscribe();
    await events.publish(deleted('seeker-2', 'seeker'));
    expect(forgotten).toEqual(['seeker-1']);
  });
});
