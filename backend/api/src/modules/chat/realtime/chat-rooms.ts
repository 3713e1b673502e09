/** The Socket.IO rooms of chat: every socket of a user, of a company's employers, of a sign-in session, and of a thread's viewers. */
export const chatRooms = {
  user: (userId: string) => `user:${userId}`,
  company: (companyId: string) => `company:${companyId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  thread: (threadId: string) => `thread:${threadId}`,
} as const;

/** What a chat socket carries about its user (kept by connection state recovery, so no secrets). */
export interface ChatSocketData {
  userId: string;
  role: 'seeker' | 'employer' | 'admin';
  companyId: string | null;
  sessionId: string;
  /** The admin behind an impersonated connection; null otherwise. */
  adminId: string | null;
}
