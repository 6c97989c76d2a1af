import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/** Tells a request (a unit of work's `req`) from the Payload instance, for functions that take either. */
export const isRequest = (scope: Payload | PayloadRequest): scope is PayloadRequest =>
  'payload' in scope && 'context' in scope

/** A fresh request for server code that acts on its own (an API handler, a script): no user, no transaction. */
export const serverRequest = (payload: Payload): Promise<PayloadRequest> => createLocalReq({}, payload)

/**
 * Runs `work` as one unit of work: everything written through the `req` it is given (records,
 * outbox messages, queued jobs, rate-limit counters) is kept together, or none of it is.
 *
 * Given a `req` that already has a transaction open, `work` joins it: the owner of that
 * transaction commits or rolls back, so a service called inside a larger unit of work becomes
 * part of it. Otherwise this opens the transaction, commits it when `work` succeeds and rolls it
 * back when `work` throws.
 */
export async function inTransaction<T>(
  scope: Payload | PayloadRequest,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = isRequest(scope) ? scope : await serverRequest(scope)
  const owner = await initTransaction(req)
  if (!owner) return work(req)
  const transactionID = req.transactionID
  try {
    const result = await work(req)
    // Payload rolls the whole transaction back when any operation in it fails, even one whose
    // error the work caught; committing what came after would keep half a unit of work.
    if (req.transactionID !== transactionID) throw new Error('the transaction was rolled back by a failed step')
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
