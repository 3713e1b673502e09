import { Injectable } from '@nestjs/common';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import { ChatRepository, type ThreadRecord } from '../chat.repository';
import {
  DEMO_CONCIERGE_CONVERSATION,
  DEMO_DIRECT_CONVERSATION,
  type DemoLine,
  demoMessageTimes,
} from './demo-conversations';

export interface ChatDemoInput {
  /** The demo employer and their company. */
  employer: { userId: string; companyId: string } | null;
  /** The demo seeker, who applied to one of the demo employer's jobs. */
  seekerId: string | null;
  /** The demo concierge job, its concierge and when they were assigned. */
  concierge: { jobId: string; adminId: string; assignedAt: Date } | null;
  now: Date;
}

/**
 * Demo data owned by chat: the demo employer's thread with the demo seeker about the seeker's
 * latest application to the company (a thread an employer may start), and the demo concierge job's
 * thread with its concierge, each with a short conversation. A thread that has messages already
 * (from an earlier run, or written since) is left as it is.
 */
@Injectable()
export class ChatDemoSeeder {
  constructor(private readonly chat: ChatRepository) {}

  async seed(input: ChatDemoInput): Promise<{ chatMessagesCreated: number }> {
    let created = 0;
    const { employer, seekerId, concierge, now } = input;
    if (employer && seekerId) {
      const [application] = await this.chat.appliedJobs(employer.companyId, seekerId);
      if (application) {
        const times = demoMessageTimes(DEMO_DIRECT_CONVERSATION.length, application.appliedAt, now);
        const { thread } = await this.chat.startDirectThread({
          id: stableUuid(`chat-thread:${employer.companyId}:${seekerId}`),
          companyId: employer.companyId,
          seekerId,
          jobId: application.jobId,
          startedById: employer.userId,
          at: times[0] ?? now,
        });
        created += await this.converse(thread, DEMO_DIRECT_CONVERSATION, times, {
          employer: employer.userId,
          seeker: seekerId,
        });
      }
    }
    if (concierge) {
      const job = await this.chat.jobWithCompany(concierge.jobId);
      const companyEmployer = job ? await this.chat.firstEmployerOf(job.companyId) : null;
      if (job && companyEmployer) {
        const times = demoMessageTimes(DEMO_CONCIERGE_CONVERSATION.length, concierge.assignedAt, now);
        const { thread } = await this.chat.placeConcierge({
          id: stableUuid(`chat-thread:concierge:${job.id}`),
          companyId: job.companyId,
          jobId: job.id,
          adminId: concierge.adminId,
          at: concierge.assignedAt,
        });
        // The company's side is its first employer until others take part (as chat does on assignment).
        await this.chat.addMember(thread.id, companyEmployer.id, 'employer', concierge.assignedAt);
        created += await this.converse(thread, DEMO_CONCIERGE_CONVERSATION, times, {
          employer: companyEmployer.id,
          admin: concierge.adminId,
        });
      }
    }
    return { chatMessagesCreated: created };
  }

  /**
   * Writes the lines into a thread without messages as the two sides would: each reads the other's
   * message (a read receipt) and answers; the last line waits unread for the other side.
   */
  private async converse(
    thread: ThreadRecord,
    lines: readonly DemoLine[],
    times: readonly Date[],
    writers: Partial<Record<DemoLine['side'], string>>,
  ): Promise<number> {
    if ((await this.chat.messages(thread.id, null, 'before', 1)).length > 0) return 0;
    let previous: { id: string; side: DemoLine['side']; createdAt: Date } | null = null;
    for (const [index, line] of lines.entries()) {
      const senderId = writers[line.side];
      const createdAt = times[index];
      if (!senderId) throw new Error(`The demo conversation has a ${line.side} line and no ${line.side} to write it`);
      if (!createdAt) throw new Error('A demo conversation line has no time');
      if (previous && previous.side !== line.side)
        await this.chat.markRead(thread.id, { userId: senderId, side: line.side }, previous, createdAt);
      const id = stableUuid(`chat-message:${thread.id}:${index}`);
      await this.chat.insertMessage({
        id,
        threadId: thread.id,
        senderId,
        senderType: line.side,
        content: line.text,
        attachmentUploadId: null,
        attachmentName: null,
        attachmentType: null,
        attachmentSize: null,
        createdAt,
      });
      previous = { id, side: line.side, createdAt };
    }
    return lines.length;
  }
}
