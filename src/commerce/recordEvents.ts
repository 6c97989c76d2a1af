// What commerce announces to other capabilities (announce in src/server/platformCalls.ts).
declare module '@/server/platformCalls' {
  interface RecordEvents {
    /** An order is paid (its id), services and spa products alike, inside fulfilment's unit of work. */
    orderPaid: number
  }
}

export {}
