import type { Metadata } from 'next'

import { OrderPaidNotice } from '@/commerce/components/OrderPaidNotice'

import ContentPage, { generateMetadata as contentMetadata } from '../../[...path]/page'

type Props = { params: Promise<{ type: string }> }

// The completion pages (`complete/pbs`, `complete/consult`) are content pages like any other, cached
// the same way; only the order sentence is asked for in the browser (OrderPaidNotice).
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

const asContentParams = async (params: Props['params']) => ({ path: ['complete', (await params).type] })

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata({ params: asContentParams(params) })
}

/** A completion page: the post at `complete/{type}`, with the paid order named when `?order=` is one. */
export default async function CompletionPage({ params }: Props) {
  const { type } = await params
  return (
    <>
      <OrderPaidNotice completePath={`/complete/${type}`} />
      <ContentPage params={asContentParams(params)} />
    </>
  )
}
