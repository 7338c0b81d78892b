/**
 * The nouns the product counts, by their plural, with their singular. Every count shown to people
 * is written with `countOf`, so none reads "1 members".
 */
const SINGULAR = {
  members: 'member',
  videos: 'video',
  'published videos': 'published video',
  templates: 'template',
  courses: 'course',
  checklists: 'checklist',
} as const;

export type CountedNoun = keyof typeof SINGULAR;

/** "1 member", "0 members", "12 templates". */
export function countOf(count: number, noun: CountedNoun): string {
  return `${count} ${count === 1 ? SINGULAR[noun] : noun}`;
}
