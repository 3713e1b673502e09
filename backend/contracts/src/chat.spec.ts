import {
  CHAT_LIMITS,
  CHAT_MESSAGES as M,
  chatBadgeLabel,
  chatMessageText,
  chatPagePath,
  conciergeChatTitle,
  readChatLimit,
  readChatMessagesQuery,
  validateChatMaintenance,
  validateChatMessage,
  validateStartThread,
} from './chat';

const ID = '4b7c0a8e-9a57-4c35-9d0e-1f1b7d0f3a52';
const OTHER = '0d5e2f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

describe('chat messages', () => {
  it('are trimmed and never empty: blank and invisible text is refused, unless a file goes with it', () => {
    expect(chatMessageText('  Hello \n')).toBe('Hello');
    for (const content of ['', '   ', '\n\t', '\u200b\u2060', undefined, null])
      expect(validateChatMessage({ content })).toEqual({ content: [M.empty] });
    expect(validateChatMessage({ content: '', attachmentUploadId: ID })).toEqual({});
    expect(validateChatMessage({ content: ' Hi ' })).toEqual({});
  });

  it('are at most the limit long once trimmed, text, without hidden control characters', () => {
    expect(validateChatMessage({ content: ` ${'x'.repeat(CHAT_LIMITS.messageMax)} ` })).toEqual({});
    expect(validateChatMessage({ content: 'x'.repeat(CHAT_LIMITS.messageMax + 1) })).toEqual({ content: [M.tooLong] });
    expect(validateChatMessage({ content: 42 })).toEqual({ content: [M.contentInvalid] });
    expect(validateChatMessage({ content: 'bell\u0007' })).toEqual({ content: [M.contentInvalid] });
    expect(validateChatMessage({ content: 'Line one\nLine two\ttabbed' })).toEqual({});
    expect(validateChatMessage({ content: 'Hi', attachmentUploadId: '  ' })).toEqual({
      attachmentUploadId: [M.attachmentInvalid],
    });
  });
});

describe('starting a thread', () => {
  it('needs a recipient; the job is optional', () => {
    expect(validateStartThread({})).toEqual({ recipientId: [M.recipientRequired] });
    expect(validateStartThread({ recipientId: ' ' })).toEqual({ recipientId: [M.recipientRequired] });
    expect(validateStartThread({ recipientId: ID })).toEqual({});
    expect(validateStartThread({ recipientId: ID, jobId: null })).toEqual({});
    expect(validateStartThread({ recipientId: ID, jobId: 7 })).toEqual({ jobId: [M.jobInvalid] });
  });
});

describe('paging', () => {
  it('reads a limit as a whole number within bounds, with a default', () => {
    expect(readChatLimit(undefined, 20, 100)).toEqual({ limit: 20, error: null });
    expect(readChatLimit('7', 20, 100)).toEqual({ limit: 7, error: null });
    for (const value of ['0', '101', '1.5', '-3', 'ten', '1e2', ['5']])
      expect(readChatLimit(value, 20, 100)).toEqual({ limit: 20, error: M.limitInvalid });
  });

  it('takes before or after a message, not both, as message ids', () => {
    expect(readChatMessagesQuery({})).toEqual({
      query: { before: null, after: null, limit: CHAT_LIMITS.messagesDefault },
      errors: {},
    });
    expect(readChatMessagesQuery({ before: ID.toUpperCase(), limit: '10' })).toEqual({
      query: { before: ID, after: null, limit: 10 },
      errors: {},
    });
    expect(readChatMessagesQuery({ before: ID, after: OTHER }).errors).toEqual({ after: [M.beforeAndAfter] });
    expect(readChatMessagesQuery({ after: 'latest' }).errors).toEqual({ after: [M.messageIdInvalid] });
  });
});

describe('the maintenance switch', () => {
  it('takes a boolean only', () => {
    expect(validateChatMaintenance({ enabled: true })).toEqual({});
    expect(validateChatMaintenance({ enabled: false })).toEqual({});
    for (const enabled of ['true', 1, null, undefined])
      expect(validateChatMaintenance({ enabled })).toEqual({ enabled: [M.enabledInvalid] });
  });
});

describe('display rules', () => {
  it("caps the badge at '99+' and shows nothing for no unread messages", () => {
    expect(chatBadgeLabel(0)).toBe('');
    expect(chatBadgeLabel(1)).toBe('1');
    expect(chatBadgeLabel(99)).toBe('99');
    expect(chatBadgeLabel(100)).toBe('99+');
    expect(chatBadgeLabel(Number.NaN)).toBe('');
  });

  it("shows a job title of 'Chat' and digits as 'Concierge Chat'", () => {
    expect(conciergeChatTitle('Chat123')).toBe('Concierge Chat');
    expect(conciergeChatTitle('Chat')).toBe('Chat');
    expect(conciergeChatTitle('Chat 12')).toBe('Chat 12');
    expect(conciergeChatTitle('Payroll Lead')).toBe('Payroll Lead');
  });

  it('opens a thread on each side’s page', () => {
    const direct = { id: ID, kind: 'direct' as const, jobId: OTHER };
    const concierge = { id: ID, kind: 'concierge' as const, jobId: OTHER };
    expect(chatPagePath('seeker', direct)).toBe(`/seeker/messages?threadId=${ID}`);
    expect(chatPagePath('employer', direct)).toBe(`/employer/messages?threadId=${ID}`);
    expect(chatPagePath('employer', concierge)).toBe(`/employer/messages?conciergeJobId=${OTHER}`);
    expect(chatPagePath('admin', concierge)).toBe(`/admin/concierge?jobId=${OTHER}`);
  });
});
