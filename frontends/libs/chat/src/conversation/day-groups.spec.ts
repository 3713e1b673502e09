import { groupMessagesByDay, chatDayLabel } from './day-groups';

// Dates built from local parts, so the checks hold in any time zone the tests run in.
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();
const NOW = new Date(2026, 10, 28, 15, 30);
const EN = { locale: 'en-US' };

describe('chatDayLabel', () => {
  it('names today and yesterday, and writes older days as a short date', () => {
    expect(chatDayLabel(at(11, 28, 0, 1), NOW, EN)).toBe('Today');
    expect(chatDayLabel(at(11, 28, 23, 59), NOW, EN)).toBe('Today');
    expect(chatDayLabel(at(11, 27, 23, 59), NOW, EN)).toBe('Yesterday');
    expect(chatDayLabel(at(11, 27, 0, 0), NOW, EN)).toBe('Yesterday');
    expect(chatDayLabel(at(11, 26, 23, 59), NOW, EN)).toBe('Nov 26, 2026');
    expect(chatDayLabel(at(1, 2, 9), NOW, EN)).toBe('Jan 2, 2026');
  });

  it('knows yesterday across a month and a year boundary', () => {
    expect(chatDayLabel(new Date(2026, 10, 30, 22), new Date(2026, 11, 1, 8), EN)).toBe('Yesterday');
    expect(chatDayLabel(new Date(2025, 11, 31, 22), new Date(2026, 0, 1, 8), EN)).toBe('Yesterday');
    expect(chatDayLabel(new Date(2025, 11, 30, 22), new Date(2026, 0, 1, 8), EN)).toBe('Dec 30, 2025');
  });

  it("writes the date in the viewer's language", () => {
    expect(chatDayLabel(at(11, 20, 9), NOW, { locale: 'en-GB' })).toBe('20 Nov 2026');
  });
});

describe('groupMessagesByDay', () => {
  it('puts consecutive messages of one day together, oldest day first, each under its label', () => {
    const messages = [
      { id: 'a', createdAt: at(11, 20, 9) },
      { id: 'b', createdAt: at(11, 20, 17) },
      { id: 'c', createdAt: at(11, 27, 8) },
      { id: 'd', createdAt: at(11, 28, 8) },
      { id: 'e', createdAt: at(11, 28, 15) },
    ];
    const groups = groupMessagesByDay(messages, NOW, EN);
    expect(groups.map((group) => [group.label, group.messages.map((message) => message.id)])).toEqual([
      ['Nov 20, 2026', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Today', ['d', 'e']],
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-11-20', '2026-11-27', '2026-11-28']);
  });

  it('answers no groups for no messages, and keeps a message with an unreadable time in the day before it', () => {
    expect(groupMessagesByDay([], NOW)).toEqual([]);
    const groups = groupMessagesByDay(
      [
        { id: 'a', createdAt: at(11, 28, 9) },
        { id: 'b', createdAt: 'not a date' },
      ],
      NOW,
      EN,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.messages.map((message) => message.id)).toEqual(['a', 'b']);
  });
});
