// Every committed course video decodes in the browser that plays it (docs/decisions.md V3):
// pictures and voice, at its start and at its end. scripts/media/course-media.test.ts checks
// lengths, tracks and captions without a browser.
import { expect, test } from './support/fixtures';
import { SEEDED_COURSES } from './support/courses';

// One test per video: each plays a moment in real time, and the tests share the workers.
for (const course of SEEDED_COURSES) {
  test(`${course.courseId} decodes: pictures and sound, from the start and near the end`, async ({
    page,
  }) => {
    // A page of the site (the files are same-origin only), one without islands to load.
    await page.goto('/terms');
    const decoded = await page.evaluate(async (src) => {
      const video = document.createElement('video') as HTMLVideoElement & {
        webkitDecodedFrameCount: number;
        webkitAudioDecodedByteCount: number;
      };
      video.muted = true;
      video.src = src;
      document.body.append(video);
      const event = (name: string) =>
        new Promise<void>((resolve, reject) => {
          video.addEventListener(name, () => resolve(), { once: true });
          video.addEventListener('error', () => reject(new Error(video.error?.message)), {
            once: true,
          });
        });
      const playFor = async (at: number) => {
        video.currentTime = at;
        await event('seeked');
        await video.play();
        await event('timeupdate');
        await event('timeupdate');
        video.pause();
      };
      await event('loadedmetadata');
      await playFor(0);
      const start = {
        frames: video.webkitDecodedFrameCount,
        audio: video.webkitAudioDecodedByteCount,
      };
      await playFor(video.duration - 2);
      const result = {
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        start,
        end: { frames: video.webkitDecodedFrameCount, audio: video.webkitAudioDecodedByteCount },
      };
      video.remove();
      return result;
    }, `/media/courses/${course.courseId}.webm`);
    expect(Math.abs(decoded.duration - course.seconds), course.courseId).toBeLessThan(1);
    expect([decoded.width, decoded.height]).toEqual([1280, 720]);
    expect(decoded.start.frames, course.courseId).toBeGreaterThan(0);
    expect(decoded.start.audio, course.courseId).toBeGreaterThan(0);
    expect(decoded.end.frames).toBeGreaterThan(decoded.start.frames);
    expect(decoded.end.audio).toBeGreaterThan(decoded.start.audio);
  });
}
