/**
 * Whether this document was loaded at the current path (not reached by an in-site link). A
 * document's security policy is the one it was loaded with, and only the checkout pages' allows the
 * payment providers' origins: a checkout reached by client-side navigation must load itself first.
 */
export function documentLoadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0]
  return !entry || new URL(entry.name).pathname === window.location.pathname
}
