import { describe, expect, it } from 'vitest';
import type { CourseScript } from '../../src/content/courses/types';
import sample from './fixtures/sample-course';
import { displayName, escapeHtml, flagSegments, slideHtml, speakerOf } from './slide-template';

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('flagSegments', () => {
  it('marks every occurrence and merges overlapping flags', () => {
    expect(flagSegments('pay now, pay today', ['pay', 'ay to'])).toEqual([
      { text: 'pay', flag: true, first: 0 },
      { text: ' now, ', flag: false },
      { text: 'pay to', flag: true, first: 0 },
      { text: 'day', flag: false },
    ]);
  });

  it('keeps touching flags apart, each pointed at on its own', () => {
    expect(flagSegments('acme.co.evil.co/x', ['evil.co', 'acme.co.'])).toEqual([
      { text: 'acme.co.', flag: true, first: 1 },
      { text: 'evil.co', flag: true, first: 0 },
      { text: '/x', flag: false },
    ]);
  });

  it('leaves text without flags whole', () => {
    expect(flagSegments('hello', [])).toEqual([{ text: 'hello', flag: false }]);
    expect(flagSegments('', ['x'])).toEqual([]);
  });
});

describe('displayName and speakerOf', () => {
  it('takes the name from an address', () => {
    expect(displayName('"Dana Reyes (CEO)" <dana@x.co>')).toBe('Dana Reyes (CEO)');
    expect(displayName('Sam <sam@x.co>')).toBe('Sam');
    expect(displayName('+1 555 0100')).toBe('+1 555 0100');
  });

  it('splits a speaker prefix off a line', () => {
    expect(speakerOf('You: Who is this?')).toEqual({ speaker: 'You', text: 'Who is this?' });
    expect(speakerOf('Note: 3pm')).toEqual({ speaker: 'Note', text: '3pm' });
    expect(speakerOf('https://x.co/login')).toEqual({ text: 'https://x.co/login' });
  });
});

describe('slideHtml', () => {
  const hostile: CourseScript = {
    id: 'hostile',
    title: 'Title <img src=x onerror=alert(1)>',
    art: { icon: 'key', hue: 0 },
    questions: [],
    scenes: [
      { kind: 'title', heading: 'Welcome', narration: 'Hi.' },
      {
        kind: 'example',
        heading: '<script>alert(1)</script>',
        narration: 'Look.',
        example: {
          kind: 'email',
          from: '"Eve" <eve@evil.example>',
          subject: 'Open <b>now</b>',
          lines: ['Click <a href="javascript:x">here</a>'],
          redFlags: ['<a href="javascript:x">'],
        },
      },
    ],
  };

  it('escapes every text from the script', () => {
    const html = slideHtml(hostile, 1);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>now');
    expect(html).not.toContain('<a href');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<mark class="flag">&lt;a href=&quot;javascript:x&quot;&gt;</mark>');
    // The only script is the template's own fitting script.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('labels red flags and shows no clock', () => {
    const html = slideHtml(sample, 1);
    expect(html.match(/class="flag-tag"/g)).toHaveLength(3);
    expect(html).not.toMatch(/\b\d{1,2}:\d{2}\b/);
  });

  it('puts the course title and subtitle on the title slide, without progress dots', () => {
    const html = slideHtml(sample, 0);
    expect(html).toContain('<h1 class="course-title">Urgent Payment Requests</h1>');
    expect(html).toContain('Spot the pressure before you pay');
    expect(html).not.toContain('class="progress"');
  });

  it('shows elements one cue at a time, in place, pointing at the one the narration reaches', () => {
    const before = slideHtml(sample, 1, { shown: 0 });
    expect(before.match(/class="flagged[^"]*pending"/g)).toHaveLength(3);
    const second = slideHtml(sample, 1, { shown: 2, focus: 1 });
    expect(second.match(/class="flagged[^"]*pending"/g)).toHaveLength(1);
    expect(second).toContain('<span class="flagged short focus"><mark class="flag">do not call me');
    const summary = slideHtml(sample, 3, { shown: 1, focus: 0 });
    expect(summary.match(/<li class="later">/g)).toHaveLength(3);
    expect(summary).toContain('<li class="focus">');
  });

  it('draws each course its own title art, and the outline after the subtitle', () => {
    const title = slideHtml(sample, 0);
    expect(title).toContain('hsl(220 62% 40%)');
    expect(slideHtml({ ...sample, art: { icon: 'key', hue: 10 } }, 0)).not.toContain(
      'hsl(220 62% 40%)',
    );
    const outline = slideHtml(sample, 0, { shown: 2, focus: 1 });
    expect(outline).toContain('<h1>In this course</h1>');
    expect(outline).toContain('<li class="focus"><span class="num">1</span><span>An email');
    expect(outline).toContain('<li class="later"><span class="num">2</span>');
  });

  it('refuses a red flag it cannot show', () => {
    const broken = structuredClone(hostile);
    broken.scenes[1]!.example!.redFlags = ['not in the example'];
    expect(() => slideHtml(broken, 1)).toThrow(/red flags not shown: not in the example/);
  });
});
