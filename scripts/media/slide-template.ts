// The slide template: one scene of a course as a self-contained 1280×720 HTML page in the brand's
// look. Every text from a script is escaped; the page's only script shrinks the type (never below
// 34 px body, 56 px headings) until the slide fits and reports `data-fit` on <body>. A scene is
// drawn once per cue (cues.ts): elements not yet shown keep their place but are invisible, so the
// layout never shifts. This file's source is part of each course's hash, so editing it rebuilds
// every video.
import type {
  CourseArt,
  CourseScene,
  CourseScript,
  SceneExample,
} from '../../src/content/courses/types';
import { courseOutline, pictureAt, type PictureState } from './cues';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface Segment {
  text: string;
  flag: boolean;
  /** For a flagged segment: the lowest index (in `flags`) of the flags covering it. */
  first?: number;
}

/**
 * Splits text into plain and red-flag segments: every occurrence of each flag; overlapping ones
 * merged, touching ones kept apart (each is pointed at on its own).
 */
export function flagSegments(text: string, flags: readonly string[]): Segment[] {
  const spans: { start: number; end: number; first: number }[] = [];
  flags.forEach((flag, index) => {
    if (!flag) return;
    for (let at = text.indexOf(flag); at >= 0; at = text.indexOf(flag, at + 1)) {
      spans.push({ start: at, end: at + flag.length, first: index });
    }
  });
  spans.sort((a, b) => a.start - b.start);
  const merged: typeof spans = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.first = Math.min(last.first, span.first);
    } else merged.push({ ...span });
  }
  const segments: Segment[] = [];
  let cursor = 0;
  for (const { start, end, first } of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), flag: false });
    segments.push({ text: text.slice(start, end), flag: true, first });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), flag: false });
  return segments;
}

/**
 * Escaped HTML of `text` with its red flags marked and labelled: those the picture does not show
 * yet invisibly (in place), the one it points at emphasised. Records which flags it showed.
 */
function flagged(
  text: string,
  flags: readonly string[],
  shown: Set<string>,
  picture: PictureState,
): string {
  for (const flag of flags) if (flag && text.includes(flag)) shown.add(flag);
  const segments = flagSegments(text, flags);
  return segments
    .map(({ text: part, flag, first }, i) => {
      if (!flag) return escapeHtml(part);
      // Punctuation right after the fragment goes before its label, so the label ends the phrase.
      const next = segments[i + 1];
      const punctuation = next ? (/^[.,;:!?)"'>\u201d\u2019]+/.exec(next.text)?.[0] ?? '') : '';
      if (next && punctuation) next.text = next.text.slice(punctuation.length);
      const short = part.length <= 32 ? ' short' : '';
      const index = first ?? 0;
      const look = index >= picture.shown ? ' pending' : index === picture.focus ? ' focus' : '';
      return `<span class="flagged${short}${look}"><mark class="flag">${escapeHtml(part)}</mark>${escapeHtml(punctuation)}<span class="flag-tag">Red flag</span></span>`;
    })
    .join('');
}

/** `"Dana Reyes (CEO)" <dana@x.co>` → `Dana Reyes (CEO)`. */
export function displayName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(from);
  return (match?.[1] || from).trim();
}

function initials(name: string): string {
  const words = name.replace(/\(.*?\)/g, '').match(/[A-Za-z0-9]+/g) ?? ['?'];
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** `You: text` is the learner's own message; `Name: text` names the speaker. */
export function speakerOf(line: string): { speaker?: string; text: string } {
  const [, speaker, text] = /^([A-Z][\w .'()-]{0,30}):\s+(.+)$/s.exec(line) ?? [];
  return speaker && text ? { speaker, text } : { text: line };
}

const LOGO = `<svg class="logo" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#1f4fd1"/><path d="M16 5l9 4v6c0 6-4 10.5-9 12-5-1.5-9-6-9-12V9z" fill="#fff"/><path d="M12 16l3 3 6-6" stroke="#1f4fd1" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const CHECK = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 12.5l4 4 8-9" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const PERSON = `<svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true"><circle cx="12" cy="8" r="4.2" fill="#fff"/><path d="M3.5 21c.8-4.6 4.3-7 8.5-7s7.7 2.4 8.5 7z" fill="#fff"/></svg>`;

const PHONE = `<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="#fff" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"/></svg>`;

function exampleHtml(example: SceneExample, shown: Set<string>, picture: PictureState): string {
  const flags = example.redFlags ?? [];
  const f = (text: string): string => flagged(text, flags, shown, picture);
  const from = example.from ?? '';
  switch (example.kind) {
    case 'email':
      return `<div class="card email">
  ${example.subject ? `<div class="email-subject">${f(example.subject)}</div>` : ''}
  <div class="email-meta">
    <div class="email-rows">
      ${from ? `<div class="email-row"><span class="label">From</span><span>${f(from)}</span></div>` : ''}
      ${example.to ? `<div class="email-row"><span class="label">To</span><span>${f(example.to)}</span></div>` : ''}
    </div>
  </div>
  <div class="email-body">${example.lines.map((l) => `<p>${f(l)}</p>`).join('')}</div>
</div>`;
    case 'chat': {
      const sender = displayName(from) || 'Unknown';
      let previous = '';
      const messages = example.lines.map((line) => {
        const { speaker, text } = speakerOf(line);
        const mine = speaker === 'You';
        const who = mine ? 'You' : (speaker ?? sender);
        const showName = who !== previous;
        previous = who;
        const flagsInPrefix =
          speaker && !mine && flags.some((fl) => line.includes(fl) && !text.includes(fl));
        const body = flagsInPrefix ? line : text;
        return mine
          ? `<div class="msg mine"><div class="bubble">${f(body)}</div></div>`
          : `<div class="msg">${showName ? `<div class="avatar small">${escapeHtml(initials(who))}</div>` : '<div class="avatar small spacer"></div>'}<div>${showName ? `<div class="msg-name">${escapeHtml(who)}</div>` : ''}<div class="bubble">${f(body)}</div></div></div>`;
      });
      return `<div class="card chat">
  <div class="chat-head"><span class="chat-channel">${f(example.subject ?? sender)}</span>${
    example.subject && from ? `<span class="chat-with">${f(from)}</span>` : ''
  }</div>
  <div class="chat-body">${messages.join('')}</div>
</div>`;
    }
    case 'sms':
      return `<div class="phone">
  <div class="phone-notch"></div>
  <div class="phone-head"><div class="avatar small">${/[A-Za-z]/.test(displayName(from)) ? escapeHtml(initials(displayName(from))) : PERSON}</div><div class="phone-from">${f(from || 'Unknown number')}</div><div class="phone-kind">Text message</div></div>
  <div class="phone-body">${example.lines
    .map((line) => {
      const { speaker, text } = speakerOf(line);
      return speaker === 'You'
        ? `<div class="sms mine">${f(text)}</div>`
        : `<div class="sms">${f(line)}</div>`;
    })
    .join('')}</div>
</div>`;
    case 'call':
      return `<div class="card call">
  <div class="call-head"><div class="call-icon">${PHONE}</div><div><div class="call-kind">${f(example.subject ?? 'Incoming call')}</div><div class="call-from">${f(from || 'Unknown caller')}</div></div></div>
  <div class="call-body">${example.lines
    .map((line) => {
      const { speaker, text } = speakerOf(line);
      const cut = speaker && flags.some((fl) => line.includes(fl) && !text.includes(fl));
      return speaker && !cut
        ? `<p><span class="speaker${speaker === 'You' ? ' you' : ''}">${escapeHtml(speaker)}</span>${f(text)}</p>`
        : `<p>${f(line)}</p>`;
    })
    .join('')}</div>
</div>`;
    case 'screen':
      return `<div class="card screen">
  <div class="window-bar"><span class="dots"><i></i><i></i><i></i></span><span class="window-title">${f(example.subject ?? '')}</span></div>
  ${from ? `<div class="address">${f(from)}</div>` : ''}
  <div class="screen-body">${example.lines.map((l) => `<p>${f(l)}</p>`).join('')}</div>
</div>`;
  }
}

/** The class of element `index`: `later` when not shown yet, `focus` when pointed at. */
const state = (index: number, picture: PictureState): string =>
  index >= picture.shown ? ' class="later"' : index === picture.focus ? ' class="focus"' : '';

function sceneHtml(
  course: CourseScript,
  scene: CourseScene,
  shown: Set<string>,
  picture: PictureState,
): string {
  const heading = `<h1>${escapeHtml(scene.heading)}</h1>`;
  switch (scene.kind) {
    case 'title': {
      const subtitle = scene.points?.[0];
      const offset = subtitle ? 1 : 0;
      const outline = {
        shown: picture.shown - offset,
        focus: picture.focus === undefined ? undefined : picture.focus - offset,
      };
      if (outline.shown > 0) {
        // After the subtitle, the title slide becomes the course's outline, line by line.
        return `<h1>In this course</h1><ol class="outline">${courseOutline(course)
          .map(
            (item, i) =>
              `<li${state(i, outline)}><span class="num">${i + 1}</span><span>${escapeHtml(item)}</span></li>`,
          )
          .join('')}</ol>`;
      }
      const kicker = scene.heading !== course.title ? scene.heading : 'Security awareness training';
      return `<div class="title-block">
  <div class="kicker">${escapeHtml(kicker)}</div>
  <h1 class="course-title">${escapeHtml(course.title)}</h1>
  ${subtitle ? `<p class="subtitle${picture.shown > 0 ? '' : ' later'}">${escapeHtml(subtitle)}</p>` : ''}
</div>
<div class="title-art">${titleArt(course.art)}</div>`;
    }
    case 'points':
      return `${heading}<ol class="points">${(scene.points ?? [])
        .map(
          (p, i) =>
            `<li${state(i, picture)}><span class="num">${i + 1}</span><span>${escapeHtml(p)}</span></li>`,
        )
        .join('')}</ol>`;
    case 'summary':
      return `${heading}<ul class="points takeaways">${(scene.points ?? [])
        .map(
          (p, i) =>
            `<li${state(i, picture)}><span class="num check">${CHECK}</span><span>${escapeHtml(p)}</span></li>`,
        )
        .join('')}</ul>`;
    case 'example':
      return `${heading}${scene.example ? exampleHtml(scene.example, shown, picture) : ''}`;
  }
}

/** Each course's pictogram, white line art on a 64-unit grid. */
const ICONS: Record<CourseArt['icon'], string> = {
  'mail-hook':
    '<rect x="6" y="14" width="40" height="28" rx="3"/><path d="M6 17l20 14 20-14"/><path d="M52 20v22a6 6 0 0 1-12 0v-3"/><path d="M40 39l3 4"/>',
  key: '<circle cx="20" cy="32" r="10"/><circle cx="20" cy="32" r="3"/><path d="M30 32h26M48 32v8M54 32v6"/>',
  mask: '<path d="M10 20c8-4 36-4 44 0 0 14-6 24-22 26C16 44 10 34 10 20z"/><path d="M18 28c3-2 7-2 10 1M36 29c3-3 7-3 10-1"/><path d="M26 38c4 2 8 2 12 0"/>',
  house:
    '<path d="M8 30L32 10l24 20"/><path d="M14 26v28h36V26"/><rect x="22" y="34" width="20" height="13" rx="1"/><path d="M19 50h26"/>',
  tags: '<path d="M10 10h20l24 24-20 20L10 30z"/><circle cx="21" cy="21" r="4"/><path d="M30 40l8-8M36 46l8-8"/>',
  megaphone:
    '<path d="M10 26v12h8l22 12V14L18 26z"/><path d="M18 38l4 14h6l-3-12"/><path d="M48 24c3 2 5 5 5 8s-2 6-5 8"/>',
  badge:
    '<rect x="14" y="12" width="36" height="44" rx="4"/><path d="M26 12V6h12v6"/><circle cx="32" cy="30" r="7"/><path d="M22 48c2-6 6-8 10-8s8 2 10 8"/>',
  globe:
    '<circle cx="28" cy="28" r="20"/><path d="M8 28h40M28 8c-8 10-8 30 0 40M28 8c8 10 8 30 0 40"/><path d="M50 40v16M44 50l6 6 6-6"/>',
  phone:
    '<rect x="18" y="6" width="28" height="52" rx="5"/><path d="M28 50h8"/><rect x="26" y="22" width="12" height="10" rx="2"/><path d="M28 22v-3a4 4 0 0 1 8 0v3"/>',
  code: '<path d="M22 18L8 32l14 14M42 18l14 14-14 14M36 12l-8 40"/>',
  cloud:
    '<path d="M18 46h28a10 10 0 0 0 0-20 14 14 0 0 0-27-2A11 11 0 0 0 18 46z"/><rect x="26" y="34" width="12" height="10" rx="2"/><path d="M28 34v-3a4 4 0 0 1 8 0v3"/>',
  eye: '<path d="M4 32c8-12 18-18 28-18s20 6 28 18c-8 12-18 18-28 18S12 44 4 32z"/><circle cx="32" cy="32" r="8"/><circle cx="32" cy="32" r="2"/>',
  'person-lock':
    '<circle cx="24" cy="20" r="9"/><path d="M8 54c2-12 8-18 16-18 4 0 7 1 10 4"/><rect x="36" y="40" width="20" height="16" rx="2"/><path d="M40 40v-5a6 6 0 0 1 12 0v5"/>',
  'lock-file':
    '<path d="M14 6h24l12 12v40H14z"/><path d="M38 6v12h12"/><rect x="22" y="34" width="20" height="16" rx="2"/><path d="M26 34v-5a6 6 0 0 1 12 0v5"/>',
  chip: '<rect x="16" y="16" width="32" height="32" rx="4"/><rect x="24" y="24" width="16" height="16" rx="2"/><path d="M24 16V8M32 16V8M40 16V8M24 56v-8M32 56v-8M40 56v-8M16 24H8M16 32H8M16 40H8M56 24h-8M56 32h-8M56 40h-8"/>',
};

/** The title art: the course's pictogram on a tile of its hue. */
export function titleArt(art: CourseArt): string {
  return `<svg class="art" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="hsl(${art.hue} 62% 40%)"/><g transform="translate(10 10) scale(0.6875)" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${ICONS[art.icon]}</g></svg>`;
}

const CSS = `
:root {
  --s: 1;
  --body: calc(40px * var(--s));
  --head: calc(66px * var(--s));
  --text: #172033; --muted: #4a5568; --border: #d9dfea; --surface: #f5f7fb;
  --primary: #1f4fd1; --primary-dark: #163a9c; --accent: #0f7b52; --error: #b42318;
  --radius: 10px;
  /* Inter (Debian's fonts-inter) first: the same narrow UI face on every build machine. */
  font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  color: var(--text);
}
* { box-sizing: border-box; }
html, body { margin: 0; width: 1280px; height: 720px; overflow: hidden; background: #fff; }
.slide { position: relative; width: 1280px; height: 720px; padding: 30px 64px 0; display: flex; flex-direction: column; }
.content { flex: 1; min-height: 0; overflow: hidden; display: flex; flex-direction: column; padding-bottom: 16px; }
.content > * { flex-shrink: 0; }
/* Every heading sits at the top; what follows it is centred in the space below. */
.content > h1 + * { margin-top: auto; margin-bottom: auto; }
/* Not shown yet (the next cue shows it): keeps its place, so nothing moves when it appears. */
.later { visibility: hidden; }
/* Course title, progress and wordmark share one small bottom row, leaving the space to the content. */
footer { flex-shrink: 0; height: 54px; display: flex; align-items: center; gap: 24px; border-top: 2px solid var(--surface); font-size: 20px; color: var(--muted); }
.course-name { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.progress { display: flex; gap: 8px; }
.progress i { width: 10px; height: 10px; border-radius: 50%; background: var(--border); }
.progress i.on { background: var(--primary); }
.brand { display: flex; align-items: center; gap: 9px; font-size: 21px; font-weight: 700; letter-spacing: -0.01em; color: var(--text); }
.brand .logo { width: 28px; height: 28px; }
h1 { font-size: var(--head); line-height: 1.12; margin: 0 0 calc(22px * var(--s)); letter-spacing: -0.02em; color: var(--text); }
p { margin: 0; }

/* Title */
.kind-title .slide { background: linear-gradient(90deg, #fff 0 62%, var(--surface) 62%); }
.kind-title footer { border-top: 0; }
.kind-title .content { flex-direction: row; align-items: center; justify-content: space-between; gap: 48px; }
.kind-title.outline-step .slide { background: #fff; }
.kind-title.outline-step .content { flex-direction: column; align-items: stretch; justify-content: flex-start; gap: 0; }
.title-block { max-width: 760px; border-left: 10px solid var(--primary); padding-left: 40px; }
.kicker { font-size: 28px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--primary); margin-bottom: 18px; }
.course-title { font-size: calc(80px * var(--s)); line-height: 1.05; margin-bottom: 26px; }
.subtitle { font-size: var(--body); color: var(--muted); line-height: 1.3; }
.title-art { width: 300px; height: 300px; flex-shrink: 0; margin-right: 20px; }
.title-art .art { width: 100%; height: 100%; filter: drop-shadow(0 18px 40px rgb(23 32 51 / 28%)); }
.outline { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(12px * var(--s)); }
.outline li { display: flex; align-items: center; gap: 22px; font-size: var(--body); line-height: 1.2; }
.outline .num { width: 46px; height: 46px; font-size: 24px; }

/* Points and take-aways */
.points { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(16px * var(--s)); }
.points li { display: flex; align-items: center; gap: 26px; font-size: var(--body); line-height: 1.25; background: var(--surface); border-radius: var(--radius); padding: calc(16px * var(--s)) 28px; border-left: 8px solid var(--primary); }
.num { flex-shrink: 0; width: 52px; height: 52px; border-radius: 50%; background: var(--primary); color: #fff; font-size: 28px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
.takeaways li { border-left-color: var(--accent); background: #eef7f2; }
/* The element the narration is on: lifted and outlined; the others step back a little. */
.points:has(.focus) li:not(.focus), .outline:has(.focus) li:not(.focus) { opacity: 0.55; }
.points li.focus { background: #fff; box-shadow: 0 0 0 3px var(--primary), 0 8px 24px rgb(23 32 51 / 14%); }
.takeaways li.focus { box-shadow: 0 0 0 3px var(--accent), 0 8px 24px rgb(23 32 51 / 14%); }
.outline li.focus { font-weight: 700; }
.num.check { background: var(--accent); }
.num.check svg { width: 34px; height: 34px; }

/* Example cards */
.card { background: #fff; border: 2px solid var(--border); border-radius: var(--radius); box-shadow: 0 2px 4px rgb(23 32 51 / 6%), 0 10px 30px rgb(23 32 51 / 8%); overflow-wrap: anywhere; }
.avatar { flex-shrink: 0; width: 64px; height: 64px; border-radius: 50%; background: var(--primary-dark); color: #fff; font-weight: 700; font-size: 26px; display: flex; align-items: center; justify-content: center; }
.avatar.small { width: 52px; height: 52px; font-size: 22px; }
.avatar.spacer { visibility: hidden; }
.label { display: inline-block; width: 76px; flex-shrink: 0; font-size: 20px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.email-subject { font-size: calc(42px * var(--s)); font-weight: 700; line-height: 1.2; padding: calc(18px * var(--s)) 32px calc(12px * var(--s)); background: var(--surface); border-radius: var(--radius) var(--radius) 0 0; border-bottom: 2px solid var(--border); }
.email-meta { display: flex; gap: 22px; align-items: center; padding: calc(14px * var(--s)) 32px; border-bottom: 2px solid var(--border); }
.email-rows { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.email-row { display: flex; align-items: baseline; font-size: var(--body); line-height: 1.3; }
.email-body { padding: calc(18px * var(--s)) 32px calc(22px * var(--s)); font-size: var(--body); line-height: 1.25; display: flex; flex-direction: column; gap: calc(10px * var(--s)); }

.chat-head { display: flex; align-items: baseline; gap: 18px; padding: 8px 28px; background: var(--primary-dark); color: #fff; border-radius: 8px 8px 0 0; font-size: 26px; font-weight: 700; }
.chat-with { font-weight: 400; opacity: 0.85; font-size: 24px; }
.chat-body { padding: calc(16px * var(--s)) 28px; display: flex; flex-direction: column; gap: calc(10px * var(--s)); background: var(--surface); border-radius: 0 0 8px 8px; }
.msg { display: flex; gap: 16px; align-items: flex-start; max-width: 94%; }
.msg-name { font-size: 20px; line-height: 1.2; font-weight: 700; color: var(--muted); margin: 0 0 4px 4px; }
.bubble { font-size: var(--body); line-height: 1.3; background: #fff; border: 2px solid var(--border); border-radius: 4px 22px 22px 22px; padding: calc(10px * var(--s)) 24px; }
.msg.mine { align-self: flex-end; }
.msg.mine .bubble { background: var(--primary); border-color: var(--primary); color: #fff; border-radius: 22px 4px 22px 22px; }

/* A phone standing on the footer line, the heading beside it. */
.kind-example.example-sms .content { flex-direction: row; align-items: center; gap: 56px; padding-bottom: 0; }
.kind-example.example-sms h1 { flex: 1; align-self: flex-start; }
.kind-example.example-sms .content > h1 + * { margin-top: 0; margin-bottom: 0; }
.phone { width: 600px; align-self: stretch; border: 12px solid var(--text); border-bottom: 0; border-radius: 48px 48px 0 0; background: #fff; display: flex; flex-direction: column; overflow: hidden; overflow-wrap: anywhere; }
.phone-notch { width: 140px; height: 22px; background: var(--text); border-radius: 0 0 14px 14px; margin: 0 auto; flex-shrink: 0; }
.phone-head { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 20px 12px; border-bottom: 2px solid var(--border); flex-shrink: 0; }
.phone-from { font-size: 26px; font-weight: 700; text-align: center; }
.phone-kind { font-size: 18px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.06em; }
.phone-body { padding: 18px 20px; display: flex; flex-direction: column; gap: 12px; }
.sms { align-self: flex-start; max-width: 92%; font-size: var(--body); line-height: 1.28; background: #e9edf5; border-radius: 24px 24px 24px 6px; padding: 12px 22px; }
.sms.mine { align-self: flex-end; background: var(--primary); color: #fff; border-radius: 24px 24px 6px 24px; }

.call-head { display: flex; align-items: center; gap: 24px; padding: calc(16px * var(--s)) 32px; border-bottom: 2px solid var(--border); background: var(--surface); border-radius: var(--radius) var(--radius) 0 0; }
.call-icon { width: 64px; height: 64px; border-radius: 50%; background: var(--accent); display: flex; align-items: center; justify-content: center; flex-shrink: 0; }
.call-icon svg { width: 36px; height: 36px; }
.call-kind { font-size: 22px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.call-from { font-size: var(--body); font-weight: 700; line-height: 1.25; }
.call-body { padding: calc(18px * var(--s)) 32px calc(22px * var(--s)); display: flex; flex-direction: column; gap: calc(12px * var(--s)); font-size: var(--body); line-height: 1.25; }
.speaker { display: inline-block; margin-right: 14px; font-size: 22px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: #fff; background: var(--primary-dark); border-radius: 6px; padding: 3px 10px; vertical-align: 0.3em; }
.speaker.you { background: var(--accent); }

.window-bar { display: flex; align-items: center; gap: 20px; padding: 12px 22px; background: #e9edf5; border-radius: 8px 8px 0 0; border-bottom: 2px solid var(--border); font-size: 24px; font-weight: 700; }
.dots { display: flex; gap: 8px; }
.dots i { width: 14px; height: 14px; border-radius: 50%; background: #b8c1d3; }
.address { margin: 14px 22px 0; padding: 8px 20px; border: 2px solid var(--border); border-radius: 999px; font-size: var(--body); line-height: 1.25; background: var(--surface); }
.screen-body { padding: calc(18px * var(--s)) 32px calc(22px * var(--s)); display: flex; flex-direction: column; gap: calc(12px * var(--s)); font-size: var(--body); line-height: 1.25; }

/* Red flags: tinted, outlined in red, and labelled, so they read without colour too. */
.flagged.short { white-space: nowrap; }
/* A flag the narration has not reached: its words show, its mark and label not yet. */
.flagged.pending mark.flag { background: none; outline-color: transparent; }
.flagged.pending .flag-tag { visibility: hidden; }
/* The flag the narration is on: filled in red, its label enlarged, so the change shows on video. */
.flagged.focus mark.flag { background: var(--error); color: #fff; outline-width: 4px; }
.flagged.focus .flag-tag { transform: scale(1.15); box-shadow: 0 0 0 4px #fbd5d0; }
mark.flag { color: inherit; background: #fdecea; outline: 3px solid var(--error); outline-offset: 1px; border-radius: 4px; padding: 0 4px; box-decoration-break: clone; -webkit-box-decoration-break: clone; }
.mine mark.flag { color: var(--text); }
.flag-tag { display: inline-block; margin: 0 4px 0 10px; padding: 3px 9px; border-radius: 6px; background: var(--error); color: #fff; font-size: 17px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; vertical-align: 0.35em; line-height: 1.2; white-space: nowrap; }
`;

// Runs in the page: the largest type scale (1 down to 0.85: body 40→34 px) at which nothing
// overflows. Wrapped in a function: a page reused for the next slide keeps its global scope.
const FIT_SCRIPT = `(() => {
const content = document.querySelector('.content');
const overflows = () => content.scrollHeight > content.clientHeight + 1 ||
  [...content.querySelectorAll('*')].some((el) => getComputedStyle(el).overflow !== 'visible' &&
    (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1));
let fit = 'overflow';
for (const s of [1, 0.95, 0.9, 0.85]) {
  document.documentElement.style.setProperty('--s', String(s));
  if (!overflows()) { fit = 'ok'; break; }
}
document.body.dataset.fit = fit;
})();`;

/**
 * The full HTML page of scene `index` of `course` as `picture` shows it (by default as at its
 * last cue; cues.ts). Throws if a red flag cannot be shown.
 */
export function slideHtml(course: CourseScript, index: number, picture?: PictureState): string {
  const scene = course.scenes[index];
  if (!scene) throw new Error(`${course.id} has no scene ${index + 1}`);
  return sceneSlideHtml(course, index, scene, picture ?? pictureAt(course, scene, Infinity));
}

function sceneSlideHtml(
  course: CourseScript,
  index: number,
  scene: CourseScene,
  picture: PictureState,
): string {
  const shown = new Set<string>();
  const content = sceneHtml(course, scene, shown, picture);
  const missing = (scene.example?.redFlags ?? []).filter((flag) => !shown.has(flag));
  if (missing.length > 0) {
    throw new Error(`${course.id} scene ${index + 1}: red flags not shown: ${missing.join(', ')}`);
  }
  const isTitle = scene.kind === 'title';
  const dots = course.scenes.map((_, i) => `<i${i <= index ? ' class="on"' : ''}></i>`).join('');
  const outlineStep = isTitle && picture.shown > (scene.points?.[0] ? 1 : 0);
  const classes = [
    `kind-${scene.kind}`,
    scene.example ? `example-${scene.example.kind}` : '',
    outlineStep ? 'outline-step' : '',
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(course.title)}</title><style>${CSS}</style></head>
<body class="${classes.join(' ').trim()}">
<div class="slide">
  <main class="content">${content}</main>
  <footer>
    <span class="course-name">${isTitle ? '' : escapeHtml(course.title)}</span>
    ${isTitle ? '' : `<span class="progress" aria-hidden="true">${dots}</span>`}
    <span class="brand">${LOGO}<span>ComplyReady</span></span>
  </footer>
</div>
<script>${FIT_SCRIPT}</script>
</body>
</html>
`;
}
