/** A URL-safe lowercase slug of a name ("Acme & Co." -> "acme-and-co"): company slugs, job page links. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
