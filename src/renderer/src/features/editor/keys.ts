// The editor's query keys (docs/architecture.md, "Data access per feature").
export const editorKeys = {
  all: ['editor'] as const,
  videos: () => [...editorKeys.all, 'videos'] as const,
};
