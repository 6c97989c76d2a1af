// The implementation is plain JavaScript so that scripts (the load benchmark) use the same listener.
export { smtpListener } from '../../scripts/lib/smtpListener.mjs'

export type ReceivedMail = { from: string; to: string[]; raw: string }
