import { describe, expect, it } from 'vitest';
import type { CourseScript } from '../../src/content/courses/types';
import { courseFilesIn, courseHash, validateCourse } from './course';
import sample from './fixtures/sample-course';

describe('courseFilesIn', () => {
  it('takes every script but the schema, the index and tests', () => {
    expect(
      courseFilesIn([
        'types.ts',
        'index.ts',
        'b-course.ts',
        'a-course.ts',
        'a.test.ts',
        'notes.md',
        'x.d.ts',
      ]),
    ).toEqual(['a-course.ts', 'b-course.ts']);
  });
});

describe('validateCourse', () => {
  it('accepts the fixture', () => {
    expect(validateCourse(sample, 'sample-course')).toEqual([]);
  });

  it('names what is wrong', () => {
    const broken: CourseScript = structuredClone(sample);
    broken.id = 'Sample Course';
    broken.scenes[1]!.narration = ' ';
    broken.scenes[1]!.example!.redFlags = ['acme-payments.co.uk'];
    broken.scenes[1]!.cues = [{ at: 'Look closely', mark: 1 }];
    expect(validateCourse(broken, 'sample-course')).toEqual([
      'id "Sample Course" is not kebab-case',
      'id "Sample Course" does not match the file name "sample-course"',
      'scene 2 (An email from the “CEO”): narration is empty',
      'scene 2 (An email from the “CEO”): cue "Look closely" is not quoted from the narration after the cue before it',
      'scene 2 (An email from the “CEO”): red flag "acme-payments.co.uk" is not quoted exactly from the example',
    ]);
    expect(validateCourse(undefined, 'x')).toEqual(['no `export default` course script']);
  });
});

describe('courseHash', () => {
  it('changes with the script and with the template, not otherwise', () => {
    const base = courseHash(sample, 'template');
    expect(courseHash(structuredClone(sample), 'template')).toBe(base);
    expect(courseHash(sample, 'template 2')).not.toBe(base);
    const edited = structuredClone(sample);
    edited.scenes[0]!.narration += ' Welcome.';
    expect(courseHash(edited, 'template')).not.toBe(base);
  });

  it('does not change with the knowledge check, which the media do not show', () => {
    const base = courseHash(sample, 'template');
    const edited = structuredClone(sample);
    edited.questions = [...edited.questions, { ...edited.questions[0]!, id: 'another' }];
    expect(courseHash(edited, 'template')).toBe(base);
  });
});
