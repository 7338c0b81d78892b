// The player's query keys (docs/architecture.md, "Data access per feature").
export const playerKeys = {
  all: ['player'] as const,
  video: (videoId: string, userId: string) =>
    [...playerKeys.all, 'video', videoId, userId] as const,
  next: (videoId: string) => [...playerKeys.all, 'next', videoId] as const,
  transcript: (captionsUrl: string) => [...playerKeys.all, 'transcript', captionsUrl] as const,
  knowledgeChecks: (userId: string) => [...playerKeys.all, 'knowledge-checks', userId] as const,
};
