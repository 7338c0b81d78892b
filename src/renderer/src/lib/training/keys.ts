// The training program's query keys, beside its data (data.ts) for every feature that shows it
// (docs/architecture.md, "Data access per feature").
export const trainingKeys = {
  all: ['training-program'] as const,
  /** The team's training, every training year. */
  team: () => [...trainingKeys.all, 'team'] as const,
  /** One training year, or the current one (null): the Training page and the dashboard. */
  teamCycle: (cycle: string | null) => [...trainingKeys.team(), cycle] as const,
  teamCertificates: () => [...trainingKeys.all, 'team-certificates'] as const,
  myTraining: (userId: string) => [...trainingKeys.all, 'mine', userId] as const,
  myCertificates: (userId: string) => [...trainingKeys.all, 'certificates', userId] as const,
  myCourseCertificate: (userId: string, courseId: string) =>
    [...trainingKeys.myCertificates(userId), courseId] as const,
  reminderSubscription: (token: string) => [...trainingKeys.all, 'subscription', token] as const,
  verification: (certificateId: string) =>
    [...trainingKeys.all, 'verification', certificateId] as const,
};
