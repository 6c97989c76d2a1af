/** The form's one message about the whole form (refused or failed), announced when it appears. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="form-banner" role="alert">
      {message}
    </p>
  )
}
