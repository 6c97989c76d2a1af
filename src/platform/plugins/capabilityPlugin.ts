import type { CollectionConfig, Config, Endpoint, GlobalConfig, Payload, Plugin, TaskConfig } from 'payload'

import { type PlatformCalls, withPlatformCalls } from './platformCalls'

/** What one capability brings to the Payload config; each part is optional. */
export type CapabilityParts = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  endpoints?: Endpoint[]
  /** Job tasks: the jobs runner (src/platform/jobs) runs them. */
  tasks?: TaskConfig[]
  /** Panels on the admin dashboard, as import-map paths, in the order given. */
  dashboard?: string[]
  /** Work at start-up, after the plugins before it have done theirs. */
  onInit?: (payload: Payload) => Promise<void> | void
  /** What the platform calls for it: work to poll, followers of other capabilities' events, the mail's sender. */
  calls?: Partial<PlatformCalls>
}

/**
 * A capability as a Payload plugin: its collections, globals, endpoints, tasks, dashboard panels,
 * start-up work and what the platform calls for it appended to the config it is given, in the order
 * the composition root (`payload.config.ts`) lists the plugins.
 */
export const capabilityPlugin =
  (parts: CapabilityParts): Plugin =>
  (config) =>
    withCapability(config, parts)

export function withCapability(base: Config, parts: CapabilityParts): Config {
  const config = parts.calls ? withPlatformCalls(base, parts.calls) : base
  const { onInit } = config
  const dashboard = config.admin?.components?.beforeDashboard ?? []
  return {
    ...config,
    collections: [...(config.collections ?? []), ...(parts.collections ?? [])],
    globals: [...(config.globals ?? []), ...(parts.globals ?? [])],
    endpoints: [...(config.endpoints ?? []), ...(parts.endpoints ?? [])],
    jobs: parts.tasks ? { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...parts.tasks] } : config.jobs,
    admin: parts.dashboard
      ? {
          ...config.admin,
          components: { ...config.admin?.components, beforeDashboard: [...dashboard, ...parts.dashboard] },
        }
      : config.admin,
    onInit: parts.onInit
      ? async (payload) => {
          await onInit?.(payload)
          await parts.onInit!(payload)
        }
      : onInit,
  }
}

type Field = CollectionConfig['fields'][number]

/** A collection with `field` added before its field named `before` (last when it has none). */
export function withFieldBefore(collection: CollectionConfig, field: Field, before: string): CollectionConfig {
  const at = collection.fields.findIndex((candidate) => 'name' in candidate && candidate.name === before)
  const fields = [...collection.fields]
  fields.splice(at === -1 ? fields.length : at, 0, field)
  return { ...collection, fields }
}
