/** Shown to staff previewing unsaved-to-public changes; the form leaves preview mode. */
export function PreviewBanner() {
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner__inner">
        <span>Preview: you are seeing the latest draft, not what visitors see.</span>
        <form method="post" action="/preview/exit">
          <button type="submit" className="preview-banner__exit">
            Leave preview
          </button>
        </form>
      </div>
    </div>
  )
}
