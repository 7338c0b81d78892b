// The preload exposes nothing yet: the typed desktop IPC contract arrives with the desktop
// issue. It stays a sandboxed, context-isolated script with no access to Node.
export {};
