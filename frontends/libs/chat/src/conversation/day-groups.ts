import { CHAT_MESSAGES } from '@marketplace/contracts';
import { formatDate, type DateFormatOptions } from '@marketplace/ui/dates';

/** Messages of one calendar day (the viewer's), under the label the list shows above them. */
export interface ChatDayGroup<M> {
  /** 'YYYY-MM-DD' of the viewer's day, a stable key. */
  day: string;
  label: string;
  messages: M[];
}

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The viewer's calendar day `days` before `now`'s (steps by calendar day, so a daylight-saving change is no trap). */
function dayBefore(now: Date, days: number): string {
  return dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
}

/** A day as the message list names it: 'Today', 'Yesterday', otherwise the house's short date ('Dec 10, 2026'). */
export function chatDayLabel(value: string | Date, now: Date = new Date(), options: DateFormatOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  const key = dayKey(date);
  if (key === dayKey(now)) return CHAT_MESSAGES.today;
  if (key === dayBefore(now, 1)) return CHAT_MESSAGES.yesterday;
  return formatDate(date, options);
}

/**
 * Messages (oldest first) in runs of one day each, in the viewer's time zone; a message without a
 * readable time joins the day before it rather than starting a group of its own.
 */
export function groupMessagesByDay<M extends { createdAt: string }>(
  messages: readonly M[],
  now: Date = new Date(),
  options: DateFormatOptions = {},
): ChatDayGroup<M>[] {
  const groups: ChatDayGroup<M>[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const last = groups[groups.length - 1];
    if (Number.isNaN(date.getTime())) {
      if (last) last.messages.push(message);
      else groups.push({ day: 'unknown', label: '', messages: [message] });
      continue;
    }
    const day = dayKey(date);
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, label: chatDayLabel(date, now, options), messages: [message] });
  }
  return groups;
}
