/**
 * Shown to staff previewing unsaved-to-public changes; the form leaves preview mode and sends the
 * page's own path back, so the exit route never has to trust a Referer.
 */
export function PreviewBanner({ href }: { href: string }) {
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner__inner">
        <span>Preview: you are seeing the latest draft, not what visitors see.</span>
        <form method="post" action="/preview/exit">
          <input type="hidden" name="path" value={href} />
          <button type="submit" className="preview-banner__exit">
            Leave preview
          </button>
        </form>
      </div>
    </div>
  )
}
