// Finding, loading and checking course scripts, and the hash that decides whether a course needs
// rebuilding.
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CourseScript } from '../../src/content/courses/types';
import { NON_COURSE_FILES, PIPELINE_VERSION } from './config';
import { cueProblems } from './cues';

export interface LoadedCourse {
  file: string;
  script: CourseScript;
}

/** Course script files in a folder: every `*.ts` but the schema, the index and tests. */
export function courseFilesIn(names: string[]): string[] {
  return names
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .filter((name) => !NON_COURSE_FILES.includes(name))
    .sort();
}

/** Expands folders and files given on the command line into course script paths. */
export async function findCourseFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths.map((p) => resolve(p))) {
    if ((await stat(path)).isDirectory()) {
      files.push(...courseFilesIn(await readdir(path)).map((name) => join(path, name)));
    } else files.push(path);
  }
  return files;
}

export async function loadCourse(file: string): Promise<LoadedCourse> {
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  const script = module.default as CourseScript | undefined;
  const problems = validateCourse(script, basename(file, '.ts'));
  if (!script || problems.length > 0) {
    throw new Error(`${file} is not a valid course script:\n  - ${problems.join('\n  - ')}`);
  }
  return { file, script };
}

/** What would make a script unbuildable or its video wrong; empty when it is fine. */
export function validateCourse(script: CourseScript | undefined, fileId: string): string[] {
  if (!script || typeof script !== 'object') return ['no `export default` course script'];
  const problems: string[] = [];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(script.id ?? ''))
    problems.push(`id "${script.id}" is not kebab-case`);
  if (script.id !== fileId)
    problems.push(`id "${script.id}" does not match the file name "${fileId}"`);
  if (!script.title?.trim()) problems.push('title is empty');
  if (!Array.isArray(script.scenes) || script.scenes.length === 0)
    return [...problems, 'no scenes'];
  script.scenes.forEach((scene, i) => {
    const where = `scene ${i + 1} (${scene.heading ?? 'no heading'})`;
    if (!scene.heading?.trim()) problems.push(`${where}: heading is empty`);
    if (!scene.narration?.trim()) problems.push(`${where}: narration is empty`);
    if (scene.kind === 'example' && !scene.example)
      problems.push(`${where}: example scene without an example`);
    for (const problem of cueProblems(script, scene)) problems.push(`${where}: ${problem}`);
    const example = scene.example;
    if (!example) return;
    const shown = [example.from, example.to, example.subject, ...(example.lines ?? [])].join('\n');
    for (const flag of example.redFlags ?? []) {
      if (!flag || !shown.includes(flag))
        problems.push(`${where}: red flag "${flag}" is not quoted exactly from the example`);
    }
  });
  return problems;
}

/** Source of the slide template: part of every course's hash, so a template change rebuilds all. */
export async function templateSource(): Promise<string> {
  // Line endings normalised: a Windows checkout must not rebuild every course.
  const source = await readFile(join(import.meta.dirname, 'slide-template.ts'), 'utf8');
  return source.replace(/\r\n/g, '\n');
}

/**
 * What a course's media are built from: its id, title, title art and scenes. Not its knowledge check, which
 * the database serves (supabase/content.sql): new questions rebuild nothing.
 */
export function courseHash(script: CourseScript, template: string): string {
  const { id, title, art, scenes } = script;
  return createHash('sha256')
    .update(JSON.stringify({ id, title, art, scenes }))
    .update(`\0pipeline ${PIPELINE_VERSION}\0`)
    .update(template)
    .digest('hex');
}
