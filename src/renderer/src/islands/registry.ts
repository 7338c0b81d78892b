import type { ComponentType, ReactNode } from 'react';

/** An island's component: a function of its props, which are plain JSON. */
export type IslandComponent<Props = never> = (props: Props) => ReactNode;

export interface IslandEntry<Props = never> {
  /** The island's component, loaded on its own so a page fetches only the islands it holds. */
  load(): Promise<IslandComponent<Props>>;
  /** What the island needs around it outside the app, such as the session. */
  wrapper?(): Promise<ComponentType<{ children: ReactNode }>>;
}

function island<Props extends object>(
  load: () => Promise<IslandComponent<Props>>,
  wrapper?: () => Promise<ComponentType<{ children: ReactNode }>>,
): IslandEntry<Props> {
  return wrapper ? { load, wrapper } : { load };
}

const sessionProvider = () => import('./session-wrapper').then((module) => module.SessionProvider);

/** Every island of the public pages, by the name that marks it in the HTML. */
export const islandRegistry = {
  'template-search': island(() =>
    import('../features/templates/template-search').then((m) => m.TemplateSearch),
  ),
  'policy-preview': island(() =>
    import('../features/templates/policy-preview').then((m) => m.PolicyPreviewBody),
  ),
  'course-search': island(() =>
    import('../features/training/course-search').then((m) => m.CourseSearch),
  ),
  'checklist-search': island(() =>
    import('../features/checklists/checklist-search').then((m) => m.ChecklistSearch),
  ),
  'access-review-download': island(() =>
    import('../features/checklists/access-review-download').then((m) => m.AccessReviewDownload),
  ),
  'checklist-download': island(() =>
    import('../features/checklists/checklist-download').then((m) => m.ChecklistDownload),
  ),
  'contact-form': island(() =>
    import('../features/contact/contact-form').then((m) => m.ContactForm),
  ),
  'hotline-form': island(() =>
    import('../features/hotline/hotline-form').then((m) => m.HotlineForm),
  ),
  'hotline-follow-up': island(() =>
    import('../features/hotline/follow-up').then((m) => m.HotlineFollowUp),
  ),
  'sign-in': island(
    () => import('../features/auth/sign-in-page').then((m) => m.SignInScreen),
    sessionProvider,
  ),
  'sign-up': island(
    () => import('../features/auth/sign-up-page').then((m) => m.SignUpScreen),
    sessionProvider,
  ),
};

export type IslandName = keyof typeof islandRegistry;

export type IslandProps<Name extends IslandName> =
  (typeof islandRegistry)[Name] extends IslandEntry<infer Props> ? Props : never;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandRegistry, name);
}
