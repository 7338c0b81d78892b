// The library's query keys (docs/architecture.md, "Data access per feature").
export const libraryKeys = {
  all: ['library'] as const,
  library: (userId: string, teamId: string | null) => [...libraryKeys.all, userId, teamId] as const,
  courseVideo: (courseId: string) => [...libraryKeys.all, 'course', courseId] as const,
};
