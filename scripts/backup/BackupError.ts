/** A backup or restore that cannot go ahead; its message says why and what to do. Nothing was changed. */
export class BackupError extends Error {}
