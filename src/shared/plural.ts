/**
 * The nouns the product counts, by their plural, with their singular. Every count shown to people
 * is written with `countOf`, so none reads "1 members".
 */
const SINGULAR = {
  members: 'member',
  videos: 'video',
  templates: 'template',
  policies: 'policy',
  frameworks: 'framework',
  events: 'event',
  courses: 'course',
  checklists: 'checklist',
  'policies to accept': 'policy to accept',
  people: 'person',
  seconds: 'second',
  days: 'day',
  cases: 'case',
  'recovery codes': 'recovery code',
  invitations: 'invitation',
  sections: 'section',
  blocks: 'block',
  headings: 'heading',
  images: 'image',
} as const;

export type CountedNoun = keyof typeof SINGULAR;

/**
 * "1 member", "0 members", "12 templates"; with words before the noun, "1 published video",
 * "27 ready-made policies".
 */
export function countOf(count: number, noun: CountedNoun, described?: string): string {
  const word = count === 1 ? SINGULAR[noun] : noun;
  return described ? `${count} ${described} ${word}` : `${count} ${word}`;
}
