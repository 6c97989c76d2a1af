/** How far a webhook's transmission time may be from our clock, either way. */
export const TRANSMISSION_WINDOW_MS = 5 * 60_000

const isPayPalHost = (hostname: string) => hostname === 'paypal.com' || hostname.endsWith('.paypal.com')

/**
 * Why a PayPal webhook's transmission headers cannot be genuine, or null when they may be: checked
 * before asking PayPal to verify the signature, so a forged delivery costs no call. PayPal signs
 * with a certificate it serves itself over https, and sends each delivery when it signs it.
 */
export function paypalTransmissionRefusal(certUrl: string, transmissionTime: string, now = Date.now()): string | null {
  let cert: URL
  try {
    cert = new URL(certUrl)
  } catch {
    return 'The PayPal certificate URL is not a URL'
  }
  if (cert.protocol !== 'https:' || !isPayPalHost(cert.hostname))
    return 'The PayPal certificate is not served by PayPal over https'
  const sentAt = Date.parse(transmissionTime)
  if (Number.isNaN(sentAt)) return 'The PayPal transmission time is not a time'
  if (Math.abs(now - sentAt) > TRANSMISSION_WINDOW_MS) return 'The PayPal transmission time is too far from now'
  return null
}
