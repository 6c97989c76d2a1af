import type { ProductId } from './model/products'

/** What the plan may send an owner to buy: its products, the bromine system's two, and the optional extras. */
export type ShopKind = ProductId | 'bromineTablets' | 'sodiumBromide' | 'enzyme' | 'clarifier'

/** Our shop's product of a kind, where staff named one; the page gives the generic name without it. */
export type ShopLink = { name: string; size: string | null; href: string }
export type ShopLinks = Partial<Record<ShopKind, ShopLink>>
