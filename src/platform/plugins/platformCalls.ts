import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * One kind of work an app server polls for (src/platform/jobs): `run` takes and does up to `limit` items and
 * answers how many it took. `drainBacklog`: after a round that took its full `limit`, the next starts at
 * once, not `everyMs` later.
 */
export type PollSchedule = {
  name: string
  everyMs: number
  limit: number
  drainBacklog?: boolean
  run: (payload: Payload, limit: number) => Promise<number>
}

/**
 * What a capability announces about its records (an event and the record's id), for other capabilities
 * to act on in the same unit of work. The capability that announces an event declares it here, with
 * `declare module '@/platform/plugins/platformCalls'`, so this floor names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RecordEvents {}

type Follower<E extends keyof RecordEvents> = (req: PayloadRequest, id: RecordEvents[E]) => Promise<void>

/**
 * What capabilities give the platform to call, so the platform imports none of them: each plugin adds
 * its part (`calls` in capabilityPlugin.ts), kept on Payload's config, which only the server reads.
 */
export type PlatformCalls = {
  /** Work each app server polls for, besides the mail outbox. */
  polled: PollSchedule[]
  /** Who acts on each announced event, in the order the plugins are listed. */
  followers: { [E in keyof RecordEvents]?: Follower<E>[] }
  /** The mail's sender when `MAIL_FROM` is not set. */
  mailSender?: (payload: Payload) => Promise<string>
}

const KEY = 'tubwisePlatformCalls'

export function platformCallsOf(config: Pick<Config, 'custom'>): PlatformCalls {
  return (config.custom?.[KEY] as PlatformCalls | undefined) ?? { polled: [], followers: {} }
}

/** `config` with `calls` added to what the plugins before it gave. */
export function withPlatformCalls(config: Config, calls: Partial<PlatformCalls>): Config {
  const before = platformCallsOf(config)
  const followers: PlatformCalls['followers'] = { ...before.followers }
  for (const event of Object.keys(calls.followers ?? {}) as (keyof RecordEvents)[])
    Object.assign(followers, { [event]: [...(before.followers[event] ?? []), ...(calls.followers?.[event] ?? [])] })
  const joined: PlatformCalls = {
    polled: [...before.polled, ...(calls.polled ?? [])],
    followers,
    mailSender: calls.mailSender ?? before.mailSender,
  }
  return { ...config, custom: { ...config.custom, [KEY]: joined } }
}

/** Tells the capabilities that follow `event` about the record `id`, inside the caller's unit of work. */
export async function announce<E extends keyof RecordEvents>(
  req: PayloadRequest,
  event: E,
  id: RecordEvents[E],
): Promise<void> {
  const followers = (platformCallsOf(req.payload.config).followers[event] ?? []) as Follower<E>[]
  for (const follow of followers) await follow(req, id)
}
