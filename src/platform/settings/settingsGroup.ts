import { type Env, env } from './env'

type Names = Record<string, keyof Env>

/**
 * The settings of a feature that works only with all of `required` set (env.ts refuses a partial set),
 * under the names the code gives them, with the `optional` ones beside; null while the feature is off.
 */
export function settingsGroup<Required extends Names, Optional extends Names = Record<never, keyof Env>>(
  required: Required,
  optional?: Optional,
):
  | ({ [Name in keyof Required]: NonNullable<Env[Required[Name]]> } & { [Name in keyof Optional]: Env[Optional[Name]] })
  | null {
  const values = env()
  const group: Record<string, unknown> = {}
  for (const [name, key] of Object.entries(required)) {
    if (!values[key]) return null
    group[name] = values[key]
  }
  for (const [name, key] of Object.entries(optional ?? {})) group[name] = values[key]
  return group as { [Name in keyof Required]: NonNullable<Env[Required[Name]]> } & {
    [Name in keyof Optional]: Env[Optional[Name]]
  }
}
