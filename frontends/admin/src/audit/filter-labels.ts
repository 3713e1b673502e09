import { ROLE_LABELS, type AuditFilterPerson } from '@marketplace/contracts';
import { formatDate } from '@marketplace/ui/dates';

/**
 * What each person in a filter reads as. A name that only one person has is enough; people of the
 * same name (every deleted account is 'Deleted user') get their role and, for a deleted account,
 * the day it was deleted; any still alike are numbered, so no two options read the same.
 */
export function filterOptionLabels(people: readonly AuditFilterPerson[]): Map<string, string> {
  const countOf = (labels: readonly string[]) =>
    labels.reduce((counts, label) => counts.set(label, (counts.get(label) ?? 0) + 1), new Map<string, number>());
  const names = countOf(people.map((person) => person.name));
  const described = people.map((person) => {
    if (names.get(person.name) === 1) return person.name;
    const details = [
      person.role ? ROLE_LABELS[person.role] : null,
      person.deletedAt ? `deleted ${formatDate(person.deletedAt)}` : null,
    ].filter((detail): detail is string => detail !== null);
    return details.length ? `${person.name} (${details.join(', ')})` : person.name;
  });
  const alike = countOf(described);
  const seen = new Map<string, number>();
  return new Map(
    people.map((person, index) => {
      const label = described[index] ?? person.name;
      if ((alike.get(label) ?? 0) < 2) return [person.id, label];
      const number = (seen.get(label) ?? 0) + 1;
      seen.set(label, number);
      return [person.id, `${label} ${number}`];
    }),
  );
}
