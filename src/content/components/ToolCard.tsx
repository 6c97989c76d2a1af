import { articleTool } from '@/site/articleTools'

type Props = { toolId: string | null | undefined }

/**
 * The post's "Tool for this article" (its `toolLink`): a small card naming the tool and linking it, or nothing.
 * A plain link, as the body's are: the card adds no client code to the article.
 */
export function ToolCard({ toolId }: Props) {
  const tool = articleTool(toolId)
  if (!tool) return null
  const labelId = `tool-card-${tool.id}`
  return (
    <aside className="tool-card" aria-labelledby={labelId}>
      <p className="tool-card__label" id={labelId}>
        Tool for this article
      </p>
      <p className="tool-card__title">
        <a href={tool.href}>{tool.title}</a>
      </p>
      <p className="tool-card__text">{tool.text}</p>
    </aside>
  )
}
