import type { DebitBlast } from '../billing';
import { blastDedupeKey, blastDue, type BlastRecipient, emailBlastSkip, mergeRecipients } from './email-blast-rules';

const seeker = (id: string): BlastRecipient => ({ userId: id, email: `${id}@x.test`, name: id });
const debit = (changes: Partial<DebitBlast> = {}): DebitBlast => ({
  id: 'd1',
  jobId: 'j1',
  packageId: 'solo-email-blast',
  blastedAt: null,
  endedAt: null,
  ...changes,
});

describe('the once-only rule of the Solo Email Blast', () => {
  it('queues on approval only for an open Solo Email Blast listing whose blast has not gone out', () => {
    expect(blastDue(debit())).toBe(true);
    expect(blastDue(null)).toBe(false);
    expect(blastDue(debit({ packageId: 'featured-job-post' }))).toBe(false);
    // A re-approval after an edit keeps the debit, whose blast went out with the first approval.
    expect(blastDue(debit({ blastedAt: new Date() }))).toBe(false);
    expect(blastDue(debit({ endedAt: new Date() }))).toBe(false);
  });

  it('checks again when the blast is about to go', () => {
    expect(emailBlastSkip(debit(), 'j1')).toBeNull();
    expect(emailBlastSkip(null, 'j1')).toBe('no-listing');
    expect(emailBlastSkip(debit(), 'another-job')).toBe('no-listing');
    expect(emailBlastSkip(debit({ packageId: 'standard-job-post' }), 'j1')).toBe('not-a-blast');
    expect(emailBlastSkip(debit({ blastedAt: new Date() }), 'j1')).toBe('already-sent');
    expect(emailBlastSkip(debit({ endedAt: new Date() }), 'j1')).toBe('listing-ended');
  });

  it('keys each mail by listing and seeker, so a retry cannot send it twice', () => {
    expect(blastDedupeKey('d1', 'u1')).toBe('job-blast-d1-u1');
    expect(blastDedupeKey('d1', 'u1')).not.toBe(blastDedupeKey('d1', 'u2'));
    expect(blastDedupeKey('d1', 'u1')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('mergeRecipients', () => {
  it('puts alert matches first, then skill matches, each seeker once, without those who opted out', () => {
    const { recipients, capped } = mergeRecipients(
      [seeker('a'), seeker('b'), seeker('a')],
      [seeker('c'), seeker('b'), seeker('d')],
      new Set(['d']),
    );
    expect(recipients.map((r) => r.userId)).toEqual(['a', 'b', 'c']);
    expect(capped).toBe(false);
  });

  it('stops at the cap and says so; opted-out and repeated seekers do not count towards it', () => {
    const { recipients, capped } = mergeRecipients(
      [seeker('x'), seeker('a'), seeker('a')],
      [seeker('b'), seeker('c')],
      new Set(['x']),
      2,
    );
    expect(recipients.map((r) => r.userId)).toEqual(['a', 'b']);
    expect(capped).toBe(true);
    expect(mergeRecipients([seeker('a')], [seeker('b')], new Set(), 2).capped).toBe(false);
  });
});
