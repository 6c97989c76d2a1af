/** What the site says about itself until staff change it in the admin (Settings → Site settings). */
export const SITE_SETTINGS_DEFAULTS = {
  productName: 'TubWise',
  supportEmail: 'support@tubwise.example',
  supportPhone: '(555) 010-0199',
  staffInbox: 'staff@tubwise.example',
  buyersProgramAddress: 'buyers-program@tubwise.example',
  /** Empty: spa-product orders go to the staff inbox. */
  ordersInbox: '',
  copyrightYear: 2024,
  /** Empty until staff enter the real address: the promotion shows no button meanwhile. */
  valueTubManufacturerUrl: '',
} as const

export type SiteSettingsValues = {
  -readonly [K in keyof typeof SITE_SETTINGS_DEFAULTS]: (typeof SITE_SETTINGS_DEFAULTS)[K] extends number
    ? number
    : string
}
