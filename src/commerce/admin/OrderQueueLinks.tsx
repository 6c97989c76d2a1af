import type { Payload } from 'payload'

import { countOrderQueue, ORDER_QUEUES, orderQueueUrl } from './orderQueues'

/**
 * Above the orders list: one click to what waits to ship and the other queues, with how many the
 * working queues hold. A server component: Payload hands it the Local API. (It wears the
 * questions queue's look, `moderation-filters` in the admin's custom.css.)
 */
export async function OrderQueueLinks({ payload }: { payload: Payload }) {
  const queues = await Promise.all(
    ORDER_QUEUES.map(async (queue) => ({ queue, count: queue.counted ? await countOrderQueue(payload, queue) : null })),
  )
  return (
    <nav aria-label="Order queues" className="moderation-filters">
      {queues.map(({ queue, count }) => (
        <a
          key={queue.key}
          href={orderQueueUrl(queue)}
          className={`moderation-filters__link${queue.key === 'to-ship' ? ' moderation-filters__link--pending' : ''}`}
        >
          {queue.label}
          {count === null ? null : (
            <>
              {' '}
              (<strong>{count}</strong>)
            </>
          )}
        </a>
      ))}
    </nav>
  )
}
