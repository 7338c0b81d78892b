import { describe, expect, it } from 'vitest';
import { trainingCourses } from './catalogue';
import { QUESTIONS_PER_ATTEMPT, courseScripts } from '.';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('course scripts', () => {
  it('cover the catalogue, in its order', () => {
    expect(courseScripts.map((script) => script.id)).toEqual(
      trainingCourses.map((course) => course.id),
    );
  });

  it.each(courseScripts.map((script) => [script.id, script] as const))(
    '%s: 5–9 scenes from title to summary, about 140 spoken words a minute',
    (id, script) => {
      expect(script.scenes.length).toBeGreaterThanOrEqual(5);
      expect(script.scenes.length).toBeLessThanOrEqual(9);
      expect(script.scenes[0]?.kind).toBe('title');
      expect(script.scenes.at(-1)?.kind).toBe('summary');
      expect(script.scenes.some((scene) => scene.kind === 'example')).toBe(true);
      const minutes = trainingCourses.find((course) => course.id === id)?.durationMinutes ?? 0;
      const spoken = script.scenes.reduce((sum, scene) => sum + words(scene.narration), 0);
      expect(spoken / minutes).toBeGreaterThan(120);
      expect(spoken / minutes).toBeLessThan(160);
      for (const scene of script.scenes) {
        // Curly quotes and symbols make the speech synthesiser spell words out.
        expect(scene.narration).not.toMatch(/[’‘“”&/()]/);
        for (const flag of scene.example?.redFlags ?? []) {
          const shown = [
            scene.example?.from,
            scene.example?.subject,
            ...(scene.example?.lines ?? []),
          ];
          expect(shown.some((text) => text?.includes(flag))).toBe(true);
        }
      }
    },
  );

  it.each(courseScripts.map((script) => [script.id, script] as const))(
    '%s: a bank of at least twice the questions an attempt asks, one valid answer each',
    (_id, script) => {
      expect(script.questions.length).toBeGreaterThanOrEqual(2 * QUESTIONS_PER_ATTEMPT);
      expect(new Set(script.questions.map((question) => question.id)).size).toBe(
        script.questions.length,
      );
      expect(new Set(script.questions.map((question) => question.prompt)).size).toBe(
        script.questions.length,
      );
      for (const question of script.questions) {
        expect(question.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(question.choices.length).toBeGreaterThanOrEqual(3);
        expect(question.choices.length).toBeLessThanOrEqual(4);
        // Shuffled on every form, so each choice must read on its own.
        expect(new Set(question.choices).size).toBe(question.choices.length);
        expect(question.answer).toBeGreaterThanOrEqual(0);
        expect(question.answer).toBeLessThan(question.choices.length);
        expect(question.explanation.length).toBeGreaterThan(10);
      }
    },
  );
});
