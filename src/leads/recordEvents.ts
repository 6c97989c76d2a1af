// What leads announce to other capabilities (announce in src/platform/plugins/platformCalls.ts).
declare module '@/platform/plugins/platformCalls' {
  interface RecordEvents {
    /** A lead the CRM may have (its id): stored without asking for a confirmation, or just confirmed. */
    leadReady: number
  }
}

export {}
