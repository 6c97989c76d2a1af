/** WebVTT starts with the word WEBVTT (after an optional byte-order mark), then a space, tab or line end. */
const WEBVTT_START = /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/

export const isWebVtt = (text: string): boolean => WEBVTT_START.test(text)

/** BCP 47 language tag, as the `<track srclang>` wants: en, en-US, es-419. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

export const validateCaptions = (value: unknown): true | string =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && isWebVtt(value)) ||
  'Paste the whole WebVTT file: its first line is WEBVTT.'

export const validateLanguage = (
  value: unknown,
  { siblingData }: { siblingData: { vtt?: string | null } },
): true | string => {
  if (value == null || value === '')
    return siblingData.vtt ? 'Give the language of the captions, for example en.' : true
  return (
    (typeof value === 'string' && LANGUAGE_TAG.test(value)) ||
    'Write the language as a short code, for example en or en-US.'
  )
}

export const validateLabel = (
  value: unknown,
  { siblingData }: { siblingData: { vtt?: string | null } },
): true | string =>
  Boolean(value) || !siblingData.vtt || 'Give the captions a name visitors see in the player, for example English.'
