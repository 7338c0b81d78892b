// The slide template: one scene of a course as a self-contained 1280×720 HTML page in the brand's
// look. Every text from a script is escaped; the page's only script shrinks the type (never below
// 34 px body, 56 px headings) until the slide fits and reports `data-fit` on <body>. This file's
// source is part of each course's hash, so editing it rebuilds every video.
import type { CourseScene, CourseScript, SceneExample } from '../../src/content/courses/types';

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
}

/** Splits text into plain and red-flag segments (every occurrence of each flag; overlaps merged). */
export function flagSegments(text: string, flags: readonly string[]): Segment[] {
  const marked = new Array<boolean>(text.length).fill(false);
  for (const flag of flags) {
    if (!flag) continue;
    for (let at = text.indexOf(flag); at >= 0; at = text.indexOf(flag, at + 1)) {
      marked.fill(true, at, at + flag.length);
    }
  }
  const segments: Segment[] = [];
  // Code units, like the indexes `marked` uses.
  text.split('').forEach((char, i) => {
    const flag = marked[i] ?? false;
    const last = segments[segments.length - 1];
    if (last && last.flag === flag) last.text += char;
    else segments.push({ text: char, flag });
  });
  return segments;
}

/** Escaped HTML of `text` with its red flags marked and labelled; records which flags it showed. */
function flagged(text: string, flags: readonly string[], shown: Set<string>): string {
  for (const flag of flags) if (flag && text.includes(flag)) shown.add(flag);
  const segments = flagSegments(text, flags);
  return segments
    .map(({ text: part, flag }, i) => {
      if (!flag) return escapeHtml(part);
      // Punctuation right after the fragment goes before its label, so the label ends the phrase.
      const next = segments[i + 1];
      const punctuation = next ? (/^[.,;:!?)"'>\u201d\u2019]+/.exec(next.text)?.[0] ?? '') : '';
      if (next && punctuation) next.text = next.text.slice(punctuation.length);
      const short = part.length <= 32 ? ' short' : '';
      return `<span class="flagged${short}"><mark class="flag">${escapeHtml(part)}</mark>${escapeHtml(punctuation)}<span class="flag-tag">Red flag</span></span>`;
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

function exampleHtml(example: SceneExample, shown: Set<string>): string {
  const flags = example.redFlags ?? [];
  const f = (text: string): string => flagged(text, flags, shown);
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

function sceneHtml(course: CourseScript, scene: CourseScene, shown: Set<string>): string {
  const heading = `<h1>${escapeHtml(scene.heading)}</h1>`;
  switch (scene.kind) {
    case 'title': {
      const kicker = scene.heading !== course.title ? scene.heading : 'Security awareness training';
      const subtitle = scene.points?.[0];
      return `<div class="title-block">
  <div class="kicker">${escapeHtml(kicker)}</div>
  <h1 class="course-title">${escapeHtml(course.title)}</h1>
  ${subtitle ? `<p class="subtitle">${escapeHtml(subtitle)}</p>` : ''}
</div>
<div class="title-art">${LOGO}</div>`;
    }
    case 'points':
      return `${heading}<ol class="points">${(scene.points ?? [])
        .map((p, i) => `<li><span class="num">${i + 1}</span><span>${escapeHtml(p)}</span></li>`)
        .join('')}</ol>`;
    case 'summary':
      return `${heading}<ul class="points takeaways">${(scene.points ?? [])
        .map((p) => `<li><span class="num check">${CHECK}</span><span>${escapeHtml(p)}</span></li>`)
        .join('')}</ul>`;
    case 'example':
      return `${heading}${scene.example ? exampleHtml(scene.example, shown) : ''}`;
  }
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
.content { flex: 1; min-height: 0; overflow: hidden; display: flex; flex-direction: column; justify-content: safe center; padding-bottom: 16px; }
.content > * { flex-shrink: 0; }
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
.title-block { max-width: 760px; border-left: 10px solid var(--primary); padding-left: 40px; }
.kicker { font-size: 28px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--primary); margin-bottom: 18px; }
.course-title { font-size: calc(80px * var(--s)); line-height: 1.05; margin-bottom: 26px; }
.subtitle { font-size: var(--body); color: var(--muted); line-height: 1.3; }
.title-art { width: 300px; height: 300px; flex-shrink: 0; margin-right: 20px; }
.title-art .logo { width: 100%; height: 100%; filter: drop-shadow(0 18px 40px rgb(31 79 209 / 28%)); }

/* Points and take-aways */
.points { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(16px * var(--s)); }
.points li { display: flex; align-items: center; gap: 26px; font-size: var(--body); line-height: 1.25; background: var(--surface); border-radius: var(--radius); padding: calc(16px * var(--s)) 28px; border-left: 8px solid var(--primary); }
.num { flex-shrink: 0; width: 52px; height: 52px; border-radius: 50%; background: var(--primary); color: #fff; font-size: 28px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
.takeaways li { border-left-color: var(--accent); background: #eef7f2; }
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
.kind-example.example-sms h1 { flex: 1; }
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

/** The full HTML page of scene `index` of `course`. Throws if a red flag cannot be shown. */
export function slideHtml(course: CourseScript, index: number): string {
  const scene = course.scenes[index];
  if (!scene) throw new Error(`${course.id} has no scene ${index + 1}`);
  const shown = new Set<string>();
  const content = sceneHtml(course, scene, shown);
  const missing = (scene.example?.redFlags ?? []).filter((flag) => !shown.has(flag));
  if (missing.length > 0) {
    throw new Error(`${course.id} scene ${index + 1}: red flags not shown: ${missing.join(', ')}`);
  }
  const isTitle = scene.kind === 'title';
  const dots = course.scenes.map((_, i) => `<i${i <= index ? ' class="on"' : ''}></i>`).join('');
  const classes = [`kind-${scene.kind}`, scene.example ? `example-${scene.example.kind}` : ''];
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
