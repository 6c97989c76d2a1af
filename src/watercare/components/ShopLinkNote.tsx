import type { ShopKind, ShopLinks } from '../shopLinks'

/** "Our shop: Spa Soda 2 lb" beside a generic name, when staff matched a product of that kind. */
export function ShopLinkNote({ kind, shop }: { kind: ShopKind; shop: ShopLinks }) {
  const link = shop[kind]
  if (!link) return null
  return (
    <span className="water-care__shop">
      {' '}
      Our shop:{' '}
      <a href={link.href} data-shop-kind={kind}>
        {link.name}
        {link.size ? `, ${link.size}` : ''}
      </a>
    </span>
  )
}
