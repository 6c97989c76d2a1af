import { BUYER_TOOLS } from './buyerTools'
import { OWNER_TOOLS } from './ownersCorner'

/**
 * Every tool a post may point to as its "Tool for this article" (the posts' `toolLink`, shown as a card in the
 * article): the owner's tools, then the buyer tools. One list, so the admin's choice and the card agree.
 */
export const ARTICLE_TOOLS = [...OWNER_TOOLS, ...BUYER_TOOLS] as const

export type ArticleTool = (typeof ARTICLE_TOOLS)[number]
export type ArticleToolId = ArticleTool['id']

export const ARTICLE_TOOL_IDS = ARTICLE_TOOLS.map((tool) => tool.id) as [ArticleToolId, ...ArticleToolId[]]

/** The tool of that id, or `undefined` for none or an id no longer on the list. */
export const articleTool = (id: string | null | undefined): ArticleTool | undefined =>
  ARTICLE_TOOLS.find((tool) => tool.id === id)
