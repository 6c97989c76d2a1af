/**
 * A unit of work refused for a reason the visitor is told: `writeRoute` answers `status` with
 * `publicMessage` (and `headers`), after the unit of work has rolled back. Capabilities extend it.
 */
export class RefusedRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly publicMessage: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RefusedRequestError'
  }
}
