/**
 * Stands for a value a test file starts in `beforeAll` (a Payload, a provider double), so the file names it once
 * at the top as a `const` instead of a `let` assigned in a hook. Reading it before the hook ran is an error.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  const value = (): T => {
    const started = current()
    if (!started) throw new Error(`${what} is used before beforeAll started it`)
    return started
  }
  return new Proxy({} as T, {
    get: (_, key) => {
      const found: unknown = Reflect.get(value(), key)
      return typeof found === 'function' ? found.bind(value()) : found
    },
    set: (_, key, assigned) => Reflect.set(value(), key, assigned),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // Reported configurable: the stand-in itself has none of these properties (a proxy's rule).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  })
}
