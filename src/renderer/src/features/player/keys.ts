// The player's query keys (docs/architecture.md, "Data access per feature").
export const playerKeys = {
  all: ['player'] as const,
  video: (videoId: string, userId: string) =>
    [...playerKeys.all, 'video', videoId, userId] as const,
  transcript: (captionsUrl: string) => [...playerKeys.all, 'transcript', captionsUrl] as const,
  knowledgeCheck: (courseId: string, userId: string) =>
    [...playerKeys.all, 'knowledge-check', courseId, userId] as const,
};
