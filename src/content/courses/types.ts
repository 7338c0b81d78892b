/**
 * A training course as data: the script its video, captions and transcript are built from
 * (`npm run media`), and the knowledge check the database scores. Plain data: imports nothing.
 */

/** A short realistic example shown on a slide: an email, a chat message, a text, a call or a screen. */
export interface SceneExample {
  kind: 'email' | 'chat' | 'sms' | 'call' | 'screen';
  /** Sender as shown, e.g. `"Dana Reyes (CEO)" <dana.reyes@acme-payments.co>`. */
  from?: string;
  to?: string;
  /** Email subject or window title. */
  subject?: string;
  /** The message itself, one entry per line or paragraph. */
  lines: string[];
  /** Parts of the example the narration points at (shown highlighted), quoted exactly from `from`, `subject` or `lines`. */
  redFlags?: string[];
}

export interface CourseScene {
  /** `title` opens the course (also the thumbnail); `summary` closes it. */
  kind: 'title' | 'points' | 'example' | 'summary';
  heading: string;
  /** 2–5 short on-screen points (`points`, `summary`); a subtitle line for `title`. */
  points?: string[];
  example?: SceneExample;
  /** What the narrator says over this slide: plain sentences, no markup, no abbreviations the voice would misread. */
  narration: string;
  /**
   * Cue points (scripts/media/README.md): as the narration reaches the words `at` (quoted exactly,
   * in order), the slide points at element `mark` (1-based), showing it and every element before
   * it; `mark` 0 points at none. Elements: the points (`points`, `summary`), the red flags
   * (`example`), or on the title slide the subtitle and then each line of the course outline.
   * Without cues everything shows at once.
   */
  cues?: SceneCue[];
}

export interface SceneCue {
  at: string;
  mark: number;
}

export interface QuizQuestion {
  /** Stable within the course, kebab-case, e.g. `lookalike-domain`. */
  id: string;
  prompt: string;
  /** 3–4 choices. */
  choices: string[];
  /** Index into `choices` of the one correct answer. Never sent to the browser before submitting. */
  answer: number;
  /** Why the answer is right, shown after a passing attempt. */
  explanation: string;
}

/** Title art: a pictogram (scripts/media/slide-template.ts draws each) on a background hue (0–359). */
export interface CourseArt {
  icon:
    | 'mail-hook'
    | 'key'
    | 'mask'
    | 'house'
    | 'tags'
    | 'megaphone'
    | 'badge'
    | 'globe'
    | 'phone'
    | 'code'
    | 'cloud'
    | 'eye'
    | 'person-lock'
    | 'lock-file'
    | 'chip';
  hue: number;
}

/** A course's card in the /training catalogue (docs/product.md#training-courses). */
export interface TrainingCourse {
  /** Kebab-case; the course's script and video share it. */
  id: string;
  title: string;
  /** Groups courses in the library (videos.category). */
  category: string;
  description: string;
  durationMinutes: number;
  /**
   * The course teaches reporting: the player ends it with the viewer's team's reporting routes
   * from Settings (docs/decisions.md V5), shown over the video, not in it.
   */
  endsWithReportingRoutes?: true;
}

/** The script of a catalogue course: its card (`courseCard`) and what its video and quiz are built from. */
export interface CourseScript extends Pick<TrainingCourse, 'id' | 'title'> {
  /** The course's own title art (slide and thumbnail); no two courses share one. */
  art: CourseArt;
  /** 5–9 scenes: a title scene first, a summary scene last. */
  scenes: CourseScene[];
  /**
   * The knowledge check's bank: at least twice `QUESTIONS_PER_ATTEMPT` multiple-choice questions,
   * an attempt draws that many of them; pass mark 80 %.
   */
  questions: QuizQuestion[];
}
