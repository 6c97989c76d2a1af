// What commerce announces to other capabilities (announce in src/platform/plugins/platformCalls.ts).
declare module '@/platform/plugins/platformCalls' {
  interface RecordEvents {
    /** An order is paid (its id), services and spa products alike, inside fulfilment's unit of work. */
    orderPaid: number
  }
}

export {}
