'use client'

import { useEffect, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'

import { SHOP_PRODUCT } from '../orderStates'
import { SERVICE_PRODUCTS, SERVICES } from '../prices'
import { SHOP_COMPLETE_PATH } from './purchaseSteps'

/** `GET /api/ecomm/getOrder/{orderId}` (proposed beside `getEval`): the order's public state only. */
type OrderAnswer = { order?: { orderId?: string; product?: string; status?: string; demo?: boolean } }

const ORDER_REF = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The one order-specific sentence of a completion page. The page itself is cached and the same for
 * everyone; this asks the server about `?order=` and names the order only when it exists, is paid,
 * and was sold by this page's sale types, so a bare or made-up link thanks nobody for a payment.
 */
export function OrderPaidNotice({ completePath }: { completePath: string }) {
  const [paid, setPaid] = useState<{ ref: string; demo: boolean } | null>(null)

  useEffect(() => {
    const order = new URLSearchParams(window.location.search).get('order') ?? ''
    if (!ORDER_REF.test(order)) return
    const products: string[] = SERVICE_PRODUCTS.filter((product) => SERVICES[product].completePath === completePath)
    if (completePath === SHOP_COMPLETE_PATH) products.push(SHOP_PRODUCT)
    const controller = new AbortController()
    void apiFetch<OrderAnswer>(`/api/ecomm/getOrder/${encodeURIComponent(order)}`, { signal: controller.signal }).then(
      (answer) => {
        const found = answer.ok ? answer.data.order : undefined
        if (found?.status === 'paid' && found.orderId === order && products.includes(found.product ?? ''))
          setPaid({ ref: order, demo: found.demo === true })
      },
    )
    return () => controller.abort()
  }, [completePath])

  return (
    <div className="container order-notice" aria-live="polite">
      {paid?.demo ? (
        <p className="order-notice__demo">
          DEMO order {paid.ref}: paid with the demo payment provider, so no money was taken and nothing will be shipped
          or delivered. Your DEMO receipt is on its way.
        </p>
      ) : null}
      {paid && !paid.demo ? <p>Your order {paid.ref} is paid; your receipt is on its way.</p> : null}
    </div>
  )
}
