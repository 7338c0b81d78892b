// The training catalogue the embedded backend loads (supabase/seed.sql, docs/decisions.md V3):
// the 15 courses as published videos in catalogue order with their real lengths, loaded into an
// empty database, and into one that still publishes the retired 30-second samples.
import { describe, expect, it } from 'vitest';
import { trainingCourses } from '../content/courses/catalogue';
import { seed, seedIfNeeded } from './seed';
import { useTestBackend } from './testing';

const backend = useTestBackend();

const published = async () =>
  (
    await backend.db.query<{ course_id: string; duration_seconds: number; captions_url: string }>(
      `select course_id, duration_seconds, captions_url from public.videos
        where is_published order by order_index`,
    )
  ).rows;

describe('the seeded catalogue', () => {
  it('upgrades a database that still publishes the retired samples, keeping their progress', async () => {
    await backend.db.query(
      `insert into public.videos (id, title, duration, url, is_published, order_index)
       values ('6f0c2a1e-0b1a-4c55-9a11-000000000001', 'Old sample', '0:00:30',
               '/media/training/spotting-phishing-emails.webm', true, 1)`,
    );
    expect(await seedIfNeeded(backend.db)).toBe(true);
    const rows = await published();
    expect(rows.map((row) => row.course_id)).toEqual(trainingCourses.map((course) => course.id));
    for (const [i, row] of rows.entries()) {
      const minutes = trainingCourses[i]!.durationMinutes;
      // Real lengths, near what the catalogue states.
      expect(row.duration_seconds / 60).toBeGreaterThan(minutes * 0.75);
      expect(row.duration_seconds / 60).toBeLessThan(minutes * 1.25);
      expect(row.captions_url).toBe(`/media/courses/${row.course_id}.vtt`);
    }
    const { rows: old } = await backend.db.query<{ is_published: boolean }>(
      `select is_published from public.videos where title = 'Old sample'`,
    );
    expect(old).toEqual([{ is_published: false }]);
  });

  it('is loaded once: a catalogue the operator changed stays as it is', async () => {
    await backend.db.query(
      `update public.videos set is_published = false where course_id = 'privacy-basics'`,
    );
    expect(await seedIfNeeded(backend.db)).toBe(false);
    expect((await published()).map((row) => row.course_id)).not.toContain('privacy-basics');
    // Seeding again (what reset-demo-data does after removing the seeded rows) changes nothing
    // that exists.
    await seed(backend.db);
    expect(await published()).toHaveLength(trainingCourses.length - 1);
  });
});
