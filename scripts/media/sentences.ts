// Narration text into sentences (one Festival call and one caption cue each) and into the plain
// ASCII Festival reads well. Pure functions.

/** Words ending in a full stop that do not end a sentence. */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'no',
  'inc',
  'ltd',
  'co',
  'approx',
]);

/** Splits narration into sentences: at `.`, `!` or `?` (plus closing quotes) before a capital or digit. */
export function splitSentences(text: string): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (!normalized) return [];
  const sentences: string[] = [];
  const boundary = /([.!?]+)(["'\u2019\u201d)\]]*)\s+(?=["'\u2018\u201c(]?[A-Z0-9])/g;
  let start = 0;
  for (const match of normalized.matchAll(boundary)) {
    const [, stops = '', closing = ''] = match;
    const end = match.index + stops.length + closing.length;
    const candidate = normalized.slice(start, end);
    if (stops === '.' && endsWithAbbreviation(candidate)) continue;
    sentences.push(candidate.trim());
    start = end;
  }
  const rest = normalized.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function endsWithAbbreviation(candidate: string): boolean {
  const lastWord = /(\S+)\.$/.exec(candidate)?.[1] ?? '';
  // A single capital letter is an initial ("J. Smith"), not the end of a sentence.
  return ABBREVIATIONS.has(lastWord.toLowerCase()) || /^[A-Z]$/.test(lastWord);
}

const SPEAKABLE_REPLACEMENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/\s*[\u2013\u2014]\s*/g, ', '],
  [/\u2026/g, '...'],
  [/\u00a0/g, ' '],
  [/%/g, ' percent'],
  [/&/g, ' and '],
];

/** Festival reads ASCII: typographic punctuation becomes its plain form, accents are dropped. */
export function speakable(sentence: string): string {
  let text = sentence;
  for (const [pattern, replacement] of SPEAKABLE_REPLACEMENTS)
    text = text.replace(pattern, replacement);
  text = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return text
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
